import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import { ScriptRunner } from '#src/exec/script-runner.ts';
import { LogSearchService } from '#src/logs/search/log-search.service.ts';
import { ServerLogRing } from '#src/logs/search/server-log-ring.ts';
import { logsAction, type LogsActionSpec } from '#src/playbooks/actions/logs.action.ts';
import { ActionFailedError, type ActionContext } from '#src/playbooks/actions/playbook-action.ts';
import { createTestDb, testDbKind, type TestDb } from '#test/support/test-db.ts';

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => quietLogger } as unknown as FastifyBaseLogger;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function parsed(raw: Record<string, unknown>): LogsActionSpec {
  const result = logsAction.parse(raw, 'spec.actions[0].logs');
  if ('issues' in result) throw new Error(JSON.stringify(result.issues));
  return result.spec;
}

interface Lines {
  lines: { timestamp: string; message: string; labels: Record<string, string> }[];
  more: boolean;
  errors?: unknown;
}

describe('logs action: parsing', () => {
  it('reads every example it shows users', () => {
    for (const example of logsAction.examples) {
      const raw: unknown = typeof example === 'string' ? parseYaml(example) : example;
      expect(logsAction.parse(raw, 'example')).toEqual({ spec: expect.any(Object) });
    }
  });

  it('needs a backend or a component, not both, and a limit within bounds', () => {
    expect(logsAction.parse({ query: 'x', limit: 0, since: '1h' }, 'spec.actions[0].logs')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.actions[0].logs.backend', message: 'backend or component is required' },
        { path: 'spec.actions[0].logs.limit', message: 'must be at least 1' },
        { path: 'spec.actions[0].logs.since', message: 'unknown key' },
      ]),
    });
    expect(logsAction.parse({ backend: 'files', component: 'x' }, 'a')).toEqual({ issues: [{ path: 'a.component', message: 'give backend or component, not both' }] });
  });
});

describe(`logs action through the server's log search (${testDbKind})`, () => {
  let db: TestDb;
  let dir: string;
  let componentId: string;
  const ring = new ServerLogRing();
  const context = (withSearch = true): ActionContext => {
    const logs = new LogSearchService(db, ring);
    return {
      signal: AbortSignal.timeout(10_000),
      timeoutMs: 10_000,
      db,
      logger: quietLogger,
      resolveConnection: createConnectionResolver(db),
      scripts: new ScriptRunner({ enabled: false, runAs: undefined }),
      env: {},
      searchLogs: withSearch ? (request) => logs.search(request) : undefined,
    };
  };

  beforeAll(async () => {
    db = await createTestDb();
    dir = mkdtempSync(join(tmpdir(), 'vigil-action-logs-'));
    writeFileSync(join(dir, 'worker.log'), [`${minutesAgo(30)} worker started`, `${minutesAgo(20)} job 4 failed: disk full`, `${minutesAgo(10)} job 5 failed: disk full`, `${minutesAgo(5)} job 6 done`, ''].join('\n'));
    await db.query('INSERT INTO logging_backends (name, spec) VALUES ($1, $2)', ['files', JSON.stringify({ file: [{ paths: [`${dir}/*.log`], labels: { host: 'worker-1' } }] })]);
    const { rows } = await db.query<{ id: string }>('INSERT INTO components (name, type, log_selectors) VALUES ($1, $2, $3) RETURNING id', ['worker', 'Service', JSON.stringify([{ name: 'worker log', type: 'file', labels: { host: 'worker-1' } }])]);
    componentId = rows[0]!.id;
    ring.record(JSON.stringify({ level: 50, time: Date.now(), msg: 'playbook run 9 failed' }));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db?.close();
  });

  it('answers the lines of a backend by name that hold the text, newest first, and whether more matched', async () => {
    const outcome = await logsAction.run(parsed({ backend: 'files', query: 'FAILED', start: '1h', limit: 1 }), context());
    const result = outcome.result as unknown as Lines;
    expect(result.lines.map((line) => line.message)).toEqual(['job 5 failed: disk full']);
    expect(result.lines[0]!.labels).toMatchObject({ host: 'worker-1' });
    expect(result.more).toBe(true);
    expect(result.errors).toBeUndefined();
  });

  it("reads a component's logs through its log selectors, and the server's own log by the name server", async () => {
    const component = (await logsAction.run(parsed({ component: componentId, log: 'worker log', start: '7m' }), context())).result as unknown as Lines;
    expect(component.lines.map((line) => line.message)).toEqual(['job 6 done']);
    expect(component.more).toBe(false);
    const server = (await logsAction.run(parsed({ backend: 'server', query: 'run 9' }), context())).result as unknown as Lines;
    expect(server.lines).toEqual([expect.objectContaining({ message: 'playbook run 9 failed', labels: expect.objectContaining({ level: 'error' }) })]);
  });

  it('fails with the reason when the backend does not exist, or the server offers no log search', async () => {
    const missing = await logsAction.run(parsed({ backend: 'nowhere' }), context()).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ActionFailedError);
    expect((missing as Error).message).toBe('No component or log backend is named nowhere');
    const unwired = await logsAction.run(parsed({ backend: 'files' }), context(false)).catch((error: unknown) => error);
    expect((unwired as Error).message).toBe('log search is not available on this server');
  });
});
