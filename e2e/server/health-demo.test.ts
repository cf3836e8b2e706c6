import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type SessionHeaders } from '../support/api-session.ts';
import { startServer, tempDir, type ServerProcess } from '../support/server-process.ts';

interface SummaryCheck {
  id: string;
  name: string;
  canary_name: string;
  canary_namespace: string;
  status: 'healthy' | 'unhealthy' | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the health page of a fresh demo workspace is alive', () => {
  const dir = tempDir('vigil-health-demo-');
  let server: ServerProcess;
  let session: SessionHeaders;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dir.path });
    session = await apiSession(server.url);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    dir.remove();
  });

  const summary = async (): Promise<SummaryCheck[]> => {
    const response = await fetch(`${server.url}/api/canary/api/summary`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { checks_summary: SummaryCheck[] }).checks_summary;
  };
  /** Polls the summary until `done` holds, for at most `seconds`. */
  const waitForSummary = async (done: (checks: SummaryCheck[]) => boolean, seconds: number): Promise<SummaryCheck[]> => {
    const deadline = Date.now() + seconds * 1000;
    let checks = await summary();
    while (!done(checks) && Date.now() < deadline) {
      await sleep(1000);
      checks = await summary();
    }
    return checks;
  };
  const writeCanary = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    fetch(`${server.url}/api/db/${path}`, {
      method,
      headers: { ...session, 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify(body),
    });

  it('answers liveness at GET /healthz without signing in', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('shows every demo check with a status, all healthy except the one failing on purpose', async () => {
    const demoChecks = (checks: SummaryCheck[]) => checks.filter((c) => c.canary_namespace === 'demo');
    const checks = await waitForSummary((all) => demoChecks(all).length === 7 && demoChecks(all).every((c) => c.status !== null), 60);
    const byName = Object.fromEntries(demoChecks(checks).map((c) => [`${c.canary_name}/${c.name}`, c.status]));
    expect(byName).toEqual({
      'vigil-server/liveness endpoint': 'healthy',
      'vigil-server/server port': 'healthy',
      'local-machine/shell script': 'healthy',
      'local-machine/localhost name': 'healthy',
      'vigil-database/canaries query': 'healthy',
      'fails-on-purpose/closed port': 'unhealthy',
      'demo-cluster/cluster services': 'healthy',
    });
  }, 90_000);

  it('refuses a canary with a bad spec, naming the field', async () => {
    const response = await writeCanary('POST', 'canaries', { name: 'bad', spec: { http: [{ name: 'no url' }] } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('spec.http[0].url');
  });

  it('runs a good canary within seconds, and deleting it stops it', async () => {
    const created = await writeCanary('POST', 'canaries', {
      name: 'e2e-liveness',
      spec: { schedule: '@every 2s', http: [{ name: 'e2e liveness', url: `${server.url}/healthz` }] },
    });
    expect(created.status).toBe(201);
    const canaryId = ((await created.json()) as { id: string }[])[0]!.id;

    const checks = await waitForSummary((all) => all.some((c) => c.name === 'e2e liveness' && c.status !== null), 30);
    const check = checks.find((c) => c.name === 'e2e liveness');
    expect(check?.status).toBe('healthy');

    const deleted = await writeCanary('PATCH', `canaries?id=eq.${canaryId}`, { deleted_at: new Date().toISOString() });
    expect(deleted.status).toBe(200);
    const runsOf = async () => {
      const response = await fetch(`${server.url}/api/db/check_statuses?check_id=eq.${check!.id}&select=time`, { headers: session });
      return ((await response.json()) as unknown[]).length;
    };
    // Give a run that had already started time to finish, then no new run may come.
    await sleep(3000);
    const afterDelete = await runsOf();
    expect(afterDelete).toBeGreaterThan(0);
    await sleep(6000);
    expect(await runsOf()).toBe(afterDelete);
  }, 60_000);
});

describe('canary spec files in CANARIES_DIR', () => {
  const dataDir = tempDir('vigil-spec-files-');
  const specDir = tempDir('vigil-canaries-');
  afterAll(() => [dataDir, specDir].forEach((d) => d.remove()));

  it('become canaries at start; a bad file is named in the log with its field and the start goes on', async () => {
    const document = (name: string, check: string) =>
      `apiVersion: canaries.flanksource.com/v1\nkind: Canary\nmetadata:\n  name: ${name}\nspec:\n  schedule: '@every 30s'\n  exec:\n${check}`;
    writeFileSync(join(specDir.path, 'good.yaml'), document('from-file', "    - name: file check\n      script: echo ok\n"));
    writeFileSync(join(specDir.path, 'bad.yaml'), document('broken', '    - name: no script\n'));

    const server = await startServer({ DATA_DIR: dataDir.path, DEMO: 'off', CANARIES_DIR: specDir.path });
    try {
      expect(server.output()).toContain('bad.yaml');
      expect(server.output()).toContain('spec.exec[0].script');
      const session = await apiSession(server.url);
      const response = await fetch(`${server.url}/api/db/canaries?select=name,source&deleted_at=is.null`, { headers: session });
      expect(await response.json()).toEqual([{ name: 'from-file', source: 'file:good.yaml' }]);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
