import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { scrubSecrets } from '#src/connections/probe-target.ts';

/** Transports a repository URL may use: `ext::` (which runs commands) and the rest stay refused. */
const ALLOWED_PROTOCOLS = 'http:https:git:ssh:file';

/** The git binary, found once on the server's PATH: git itself runs with no PATH of the server's. */
function gitBinary(): string {
  for (const folder of (process.env.PATH ?? '/usr/bin:/bin').split(delimiter)) {
    const candidate = join(folder, 'git');
    if (folder !== '' && existsSync(candidate)) return candidate;
  }
  return '/usr/bin/git';
}

let binary: string | undefined;

export interface GitIdentity {
  name: string;
  email: string;
}

export interface GitOptions {
  signal: AbortSignal;
  /** The author and committer of commits made. */
  identity: GitIdentity;
  /** `Authorization` sent to an http(s) remote (a token of the repository's connection). */
  authorization?: string | undefined;
  /** Texts kept out of messages (passwords, tokens). */
  secrets: string[];
}

/**
 * Runs git commands for one action: no environment of the server's (no HOME, no user or system
 * configuration, no credential helper, no prompts), only GIT_ variables, so that what the server
 * runs as leaks nothing into the repository and a remote cannot ask for input (decision 0062).
 */
export class GitCommand {
  private readonly env: Record<string, string>;

  constructor(private readonly options: GitOptions) {
    const { name, email } = options.identity;
    this.env = {
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_ALLOW_PROTOCOL: ALLOWED_PROTOCOLS,
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: email,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: email,
      ...(options.authorization
        ? { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraHeader', GIT_CONFIG_VALUE_0: `Authorization: ${options.authorization}` }
        : {}),
    };
  }

  /** Runs `git <args>` in `cwd`; its standard output, or an Error with git's own message (secrets hidden). */
  run(args: string[], cwd: string): Promise<string> {
    binary ??= gitBinary();
    return new Promise((resolve, reject) => {
      execFile(binary!, args, { cwd, env: this.env, signal: this.options.signal, maxBuffer: 10 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (!error) return resolve(stdout.trim());
        const said = stderr.trim() || stdout.trim() || error.message;
        const reason = this.options.signal.aborted ? 'stopped: the action ran out of time or was cancelled' : said;
        reject(new Error(scrubSecrets(`git ${args[0]}: ${reason}`, this.options.secrets)));
      });
    });
  }
}
