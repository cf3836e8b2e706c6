import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { redactUrl } from '#src/connections/probe-credentials.ts';
import { acrossFields, REQUIRED, specChoice, specList, specObject, specString } from '#src/spec/spec-schema.ts';
import { ActionFailedError, definePlaybookAction, type ActionContext } from './playbook-action.ts';
import { UnsupportedExpressionError } from './gitops/document-edits.ts';
import type { FilePatch } from './gitops/file-patch.ts';
import { GitCommand } from './gitops/git-command.ts';
import { openPullRequest, repositoryOf, type OpenedPullRequest } from './gitops/github-pull-request.ts';
import { patchRepoFile, RepoPathError, writeRepoFile } from './gitops/repo-files.ts';

export interface GitopsActionSpec {
  repo: {
    url: string;
    /** Credentials for the remote (password: a token), and for `pr` the GitHub API at its URL. */
    connection?: string | undefined;
    /** The branch the commit is pushed to; a new one unless it is `base`. */
    branch: string;
    /** The branch to start from; the repository's default branch when absent. */
    base?: string | undefined;
  };
  commit: { author: string; email: string; message: string };
  patches?: (FilePatch & { path: string })[] | undefined;
  files?: { path: string; content: string }[] | undefined;
  pr?: { title: string; tags?: string[] | undefined } | undefined;
}

/** File content may be empty, but must be there. */
const fileContent = z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a string') });

const patchSchema = acrossFields(
  specObject({
    path: specString({ required: true }),
    yq: specString(),
    jq: specString(),
    merge: specChoice('must be a map or YAML text', [
      [(value) => typeof value === 'string', specString()],
      [(value) => typeof value === 'object' && !Array.isArray(value), z.record(z.string(), z.unknown())],
    ]),
  }),
  (entry, issue) => {
    const given = ['yq', 'jq', 'merge'].filter((key) => entry[key] !== undefined);
    if (given.length === 0) issue('yq', 'yq, jq or merge is required');
    if (given.length > 1) issue(given[1]!, `give one of ${given.join(', ')}`);
  },
);

const gitopsActionSchema = acrossFields(
  specObject({
    repo: specObject({ url: specString({ required: true }), connection: specString(), branch: specString({ required: true }), base: specString() }),
    commit: specObject({ author: specString({ required: true }), email: specString({ required: true }), message: specString({ required: true }) }),
    patches: specList(patchSchema),
    files: specList(specObject({ path: specString({ required: true }), content: fileContent })),
    pr: specObject({ title: specString({ required: true }), tags: specList(specString({ required: true })) }).nullish().transform((pr) => pr ?? undefined),
  }),
  (entry, issue) => {
    if (entry.patches === undefined && entry.files === undefined) issue('files', 'patches or files is required');
  },
);

const fail = (message: string, partial?: Record<string, unknown>): never => {
  throw new ActionFailedError(message, partial ? { result: partial } : undefined);
};

async function repositoryConnection(spec: GitopsActionSpec, context: ActionContext): Promise<ResolvedConnection | undefined> {
  if (spec.repo.connection === undefined) return undefined;
  return (await context.resolveConnection(spec.repo.connection)) ?? fail(`connection ${spec.repo.connection} was not found`);
}

/** The files and patches, in order; a path or patch the action cannot apply fails naming its entry. */
async function changeFiles(spec: GitopsActionSpec, folder: string): Promise<void> {
  for (const [index, file] of (spec.files ?? []).entries()) {
    try {
      await writeRepoFile(folder, file.path, file.content);
    } catch (error) {
      fail(`files[${index}]: ${(error as Error).message}`);
    }
  }
  for (const [index, patch] of (spec.patches ?? []).entries()) {
    try {
      await patchRepoFile(folder, patch.path, patch);
    } catch (error) {
      if (error instanceof RepoPathError || error instanceof UnsupportedExpressionError) fail(`patches[${index}] ${patch.path}: ${error.message}`);
      throw error;
    }
  }
}

async function commitAndPush(spec: GitopsActionSpec, context: ActionContext, connection: ResolvedConnection | undefined, folder: string): Promise<{ commit: string; branch: string; base: string }> {
  const token = connection?.password;
  const basic = token ? Buffer.from(`${connection?.username || 'x-access-token'}:${token}`).toString('base64') : undefined;
  const git = new GitCommand({
    signal: context.signal,
    identity: { name: spec.commit.author, email: spec.commit.email },
    authorization: basic && `Basic ${basic}`,
    secrets: [token, basic].filter((text): text is string => Boolean(text)),
  });
  const clone = join(folder, 'repo');
  const { branch } = spec.repo;
  try {
    await git.run(['check-ref-format', '--branch', branch], folder).catch((error: unknown) => {
      if (context.signal.aborted) throw error;
      fail(`repo.branch: ${branch} is not a valid branch name`);
    });
    await git.run(['clone', '--quiet', '--no-tags', '--single-branch', ...(spec.repo.base ? ['--branch', spec.repo.base] : []), '--', spec.repo.url, clone], folder);
    const base = spec.repo.base ?? (await git.run(['rev-parse', '--abbrev-ref', 'HEAD'], clone));
    await changeFiles(spec, clone);
    await git.run(['add', '--all'], clone);
    if ((await git.run(['status', '--porcelain'], clone)) === '') fail('nothing to commit: the files are already as the action would make them');
    await git.run(['commit', '--quiet', '--no-verify', '--message', spec.commit.message], clone);
    const commit = await git.run(['rev-parse', 'HEAD'], clone);
    await git.run(['push', '--quiet', '--no-verify', 'origin', `HEAD:refs/heads/${branch}`], clone);
    return { commit, branch, base };
  } catch (error) {
    if (error instanceof ActionFailedError) throw error;
    return fail((error as Error).message);
  }
}

async function pullRequest(spec: GitopsActionSpec, context: ActionContext, connection: ResolvedConnection | undefined, pushed: { commit: string; branch: string; base: string }): Promise<OpenedPullRequest> {
  const pr = spec.pr!;
  if (pushed.branch === pushed.base) fail(`pr: the commit was pushed to ${pushed.base} itself; name another repo.branch to open a pull request`, pushed);
  if (!connection) fail('pr needs repo.connection: a connection whose URL is the GitHub API and whose password is a token', pushed);
  const repository = repositoryOf(spec.repo.url) ?? fail(`pr: ${redactUrl(spec.repo.url)} does not name an owner/repository`, pushed);
  try {
    return await openPullRequest(
      { apiUrl: connection!.url ?? 'https://api.github.com', token: connection!.password, ...repository },
      { title: pr.title, head: pushed.branch, base: pushed.base, tags: pr.tags ?? [] },
      context.signal,
    );
  } catch (error) {
    return fail(redactUrl((error as Error).message), pushed);
  }
}

/**
 * Changes files of a git repository and proposes the change: clones it into a temporary folder
 * (removed afterwards), writes `files`, applies `patches`, commits as the given author, pushes to
 * `repo.branch`, and with `pr` opens a pull request through the GitHub API (decision 0062).
 */
export const gitopsAction = definePlaybookAction<GitopsActionSpec>({
  type: 'gitops',
  schema: gitopsActionSchema,
  examples: [
    [
      'repo:',
      '  url: https://github.com/acme/deployments.git',
      '  connection: connection://default/github',
      '  branch: scale-{{ .config.name }}',
      '  base: main',
      'commit:',
      '  author: Vigil',
      '  email: vigil@example.com',
      '  message: "Scale {{ .config.name }} to {{ .params.replicas }}"',
      'patches:',
      '  - path: apps/{{ .config.name }}/deployment.yaml',
      '    yq: ".spec.replicas = {{ .params.replicas }}"',
      'pr:',
      '  title: "Scale {{ .config.name }}"',
      '  tags: [scaling]',
    ].join('\n'),
    {
      repo: { url: 'https://git.example.com/ops/config.git', branch: 'main' },
      commit: { author: 'Vigil', email: 'vigil@example.com', message: 'Turn maintenance on' },
      files: [{ path: 'maintenance.json', content: '{"enabled": true}\n' }],
      patches: [{ path: 'values.yaml', merge: { maintenance: { enabled: true }, banner: null } }],
    },
  ],
  async run(spec, context) {
    const connection = await repositoryConnection(spec, context);
    const folder = await mkdtemp(join(tmpdir(), 'vigil-gitops-'));
    try {
      const pushed = await commitAndPush(spec, context, connection, folder);
      if (!spec.pr) return { result: pushed };
      return { result: { ...pushed, pr: await pullRequest(spec, context, connection, pushed) } };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
});
