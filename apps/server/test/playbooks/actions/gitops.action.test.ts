import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { gitopsAction, type GitopsActionSpec } from '#src/playbooks/actions/gitops.action.ts';
import { ActionFailedError, type ActionContext } from '#src/playbooks/actions/playbook-action.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';
import { FakeGitHubServer } from './gitops-github-server.ts';

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => quietLogger } as unknown as FastifyBaseLogger;
const TOKEN = 'ghp_test-token-123';

const DEPLOYMENT = [
  '# the web front end',
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: web # keep this name',
  'spec:',
  '  replicas: 1',
  '  template:',
  '    spec:',
  '      containers:',
  '        - name: web',
  '          image: web:1.0',
  '',
].join('\n');

function parsed(raw: Record<string, unknown>): GitopsActionSpec {
  const result = gitopsAction.parse(raw, 'spec.actions[0].gitops');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

async function failure(promise: Promise<unknown>): Promise<ActionFailedError> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ActionFailedError);
  return error as ActionFailedError;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Seeder', '-c', 'user.email=seed@example.com', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } }).trim();

describe('gitops action: parsing', () => {
  it('reads every example it shows users', () => {
    for (const example of gitopsAction.examples) {
      const raw: unknown = typeof example === 'string' ? parseYaml(example) : example;
      expect(gitopsAction.parse(raw, 'example')).toEqual({ spec: expect.any(Object) });
    }
  });

  it('names what a change needs: the repository, its branch, the commit, and how each file changes', () => {
    const result = gitopsAction.parse({ repo: { url: 'https://x/a/b.git' }, commit: { author: 'Vigil' }, patches: [{ path: 'a.yaml' }, { path: 'b.json', yq: '.a = 1', merge: { a: 1 } }], pr: { tags: ['x'] } }, 'g');
    expect(result).toEqual({
      issues: expect.arrayContaining([
        { path: 'g.repo.branch', message: 'branch is required' },
        { path: 'g.commit.email', message: 'email is required' },
        { path: 'g.commit.message', message: 'message is required' },
        { path: 'g.patches[0].yq', message: 'yq, jq or merge is required' },
        { path: 'g.patches[1].merge', message: 'give one of yq, merge' },
        { path: 'g.pr.title', message: 'title is required' },
      ]),
    });
    expect(gitopsAction.parse({ repo: { url: 'u', branch: 'b' }, commit: { author: 'a', email: 'e', message: 'm' } }, 'g')).toEqual({ issues: [{ path: 'g.files', message: 'patches or files is required' }] });
  });
});

describe(`gitops action against a local bare repository and a local GitHub API (${testDbKind})`, () => {
  let db: TestDb;
  let dir: string;
  let bare: string;
  let github: FakeGitHubServer;
  const context = (signal = AbortSignal.timeout(20_000)): ActionContext => ({
    signal,
    timeoutMs: 20_000,
    db,
    logger: quietLogger,
    resolveConnection: createConnectionResolver(db),
    scripts: new ScriptRunner({ enabled: false, runAs: undefined }),
    env: {},
  });
  const commit = { author: 'Vigil Bot', email: 'bot@vigil.example.com', message: 'Scale web to 3' };
  const show = (ref: string, path: string) => git(bare, 'show', `${ref}:${path}`);
  const ourFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('vigil-gitops-'));

  beforeAll(async () => {
    db = await createTestDb();
    github = new FakeGitHubServer(TOKEN);
    await db.query("INSERT INTO connections (name, namespace, type, url, password) VALUES ('github', 'default', 'github', $1, $2)", [await github.start(), TOKEN]);
    dir = mkdtempSync(join(tmpdir(), 'vigil-gitops-test-'));
    bare = join(dir, 'acme', 'deploy.git');
    mkdirSync(bare, { recursive: true });
    git(bare, 'init', '--quiet', '--bare', '--initial-branch=main');
    const seed = join(dir, 'seed');
    git(dir, 'clone', '--quiet', bare, seed);
    mkdirSync(join(seed, 'apps', 'web'), { recursive: true });
    writeFileSync(join(seed, 'apps', 'web', 'deployment.yaml'), DEPLOYMENT);
    writeFileSync(join(seed, 'config.json'), `${JSON.stringify({ maintenance: { enabled: false, message: 'none' }, banner: 'hello' }, null, 4)}\n`);
    // Links a repository may hold, which must not let the action write outside its clone.
    symlinkSync('../../..', join(seed, 'escape'));
    symlinkSync('/etc/hostname', join(seed, 'host.yaml'));
    git(seed, 'add', '--all');
    git(seed, 'commit', '--quiet', '-m', 'first');
    git(seed, 'push', '--quiet', 'origin', 'HEAD:main');
  });
  afterAll(async () => {
    await github?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await db?.close();
  });

  it('patches YAML and JSON, writes files, commits as the author, pushes a new branch and opens a labelled pull request', async () => {
    const before = ourFolders();
    const spec = parsed({
      repo: { url: bare, connection: 'connection://default/github', branch: 'scale-web', base: 'main' },
      commit,
      patches: [
        { path: 'apps/web/deployment.yaml', yq: '.spec.replicas = 3 | .spec.template.spec.containers[0].image = "web:1.1"' },
        { path: 'config.json', merge: 'maintenance:\n  enabled: true\nbanner: null\n' },
      ],
      files: [{ path: 'apps/web/NOTES.md', content: 'Scaled by a playbook.\n' }],
      pr: { title: 'Scale web to 3', tags: ['scaling', 'automated'] },
    });
    const outcome = await gitopsAction.run(spec, context());
    const head = git(bare, 'rev-parse', 'scale-web');
    expect(outcome.result).toEqual({ commit: head, branch: 'scale-web', base: 'main', pr: { number: 1, url: 'https://github.example.com/acme/deploy/pull/1' } });
    expect(github.pulls).toEqual([{ owner: 'acme', repo: 'deploy', title: 'Scale web to 3', head: 'scale-web', base: 'main', labels: ['scaling', 'automated'] }]);

    const deployment = show('scale-web', 'apps/web/deployment.yaml');
    expect(deployment).toContain('# the web front end');
    expect(deployment).toContain('name: web # keep this name');
    expect(deployment).toContain('replicas: 3');
    expect(deployment).toContain('image: web:1.1');
    expect(JSON.parse(show('scale-web', 'config.json'))).toEqual({ maintenance: { enabled: true, message: 'none' } });
    expect(show('scale-web', 'config.json')).toContain('\n    "maintenance"');
    expect(show('scale-web', 'apps/web/NOTES.md')).toBe('Scaled by a playbook.');
    expect(git(bare, 'log', '-1', '--format=%an <%ae> %s', 'scale-web')).toBe('Vigil Bot <bot@vigil.example.com> Scale web to 3');
    expect(show('main', 'apps/web/deployment.yaml')).toContain('replicas: 1');
    expect(ourFolders()).toEqual(before);
  });

  it("fails with GitHub's reason when a pull request is already open for the branch, keeping what was pushed", async () => {
    github.pulls.push({ owner: 'acme', repo: 'deploy', title: 'older', head: 'scale-api', base: 'main', labels: [] });
    const spec = parsed({ repo: { url: bare, connection: 'connection://default/github', branch: 'scale-api' }, commit, files: [{ path: 'api.txt', content: 'api\n' }], pr: { title: 'Scale api' } });
    const error = await failure(gitopsAction.run(spec, context()));
    expect(error.message).toBe('the pull request was not opened: HTTP 422: Validation Failed: A pull request already exists for acme:scale-api.');
    expect(error.partial?.result).toEqual({ commit: git(bare, 'rev-parse', 'scale-api'), branch: 'scale-api', base: 'main' });
  });

  it("fails with git's own message when the push is refused, and when nothing would change", async () => {
    const diverged = parsed({ repo: { url: bare, branch: 'scale-web' }, commit, files: [{ path: 'other.txt', content: 'x\n' }] });
    expect((await failure(gitopsAction.run(diverged, context()))).message).toMatch(/^git push: .*rejected/s);
    const unchanged = parsed({ repo: { url: bare, branch: 'noop' }, commit, patches: [{ path: 'apps/web/deployment.yaml', yq: '.spec.replicas = 1' }] });
    expect((await failure(gitopsAction.run(unchanged, context()))).message).toBe('nothing to commit: the files are already as the action would make them');
  });

  it('refuses by name a yq expression beyond the supported subset, a file type it cannot patch, and paths outside the clone', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ patches: [{ path: 'apps/web/deployment.yaml', yq: '.spec.replicas |= . + 1' }] }, 'patches[0] apps/web/deployment.yaml: `.spec.replicas |= . + 1`: only `.path = <JSON value>` and `del(.path)`, joined by `|`, are supported'],
      [{ patches: [{ path: 'apps/web/deployment.yaml', jq: '.spec.replicas = replicas' }] }, 'patches[0] apps/web/deployment.yaml: `replicas` is not a JSON value (quote strings): only `.path = <JSON value>` and `del(.path)`, joined by `|`, are supported'],
      [{ patches: [{ path: 'apps/web/NOTES.md', yq: '.a = 1' }] }, 'patches[0] apps/web/NOTES.md: apps/web/NOTES.md is not in the repository'],
      [{ files: [{ path: 'README.txt', content: 'x' }], patches: [{ path: 'README.txt', yq: '.a = 1' }] }, 'patches[0] README.txt: only .json, .yaml and .yml files can be patched; write other files whole with files'],
      [{ files: [{ path: '../outside.txt', content: 'x' }] }, 'files[0]: ../outside.txt is not a path inside the repository'],
      [{ files: [{ path: '.git/hooks/pre-commit', content: 'x' }] }, 'files[0]: .git/hooks/pre-commit is inside .git'],
      [{ files: [{ path: 'escape/owned.txt', content: 'x' }] }, 'files[0]: escape/owned.txt leads outside the repository through a symbolic link'],
      [{ patches: [{ path: 'host.yaml', yq: '.a = 1' }] }, 'patches[0] host.yaml: host.yaml is a symbolic link'],
    ];
    for (const [change, message] of cases) {
      const error = await failure(gitopsAction.run(parsed({ repo: { url: bare, branch: 'refused' }, commit, ...change }), context()));
      expect(error.message).toBe(message);
    }
    expect(existsSync(join(dir, 'outside.txt'))).toBe(false);
    expect(git(bare, 'branch', '--list', 'refused')).toBe('');
  });

  it('stops git when the action is out of time or cancelled, and refuses a pull request without a connection', async () => {
    const spec = parsed({ repo: { url: bare, branch: 'late' }, commit, files: [{ path: 'late.txt', content: 'x' }] });
    expect((await failure(gitopsAction.run(spec, context(AbortSignal.abort())))).message).toContain('stopped: the action ran out of time or was cancelled');
    const noConnection = parsed({ repo: { url: bare, branch: 'unlinked' }, commit, files: [{ path: 'u.txt', content: 'x' }], pr: { title: 'x' } });
    const error = await failure(gitopsAction.run(noConnection, context()));
    expect(error.message).toBe('pr needs repo.connection: a connection whose URL is the GitHub API and whose password is a token');
  });
});
