import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { createApp } from '#src/http/create-app.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

function directives(policy: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values.join(' '));
  }
  return out;
}

describe(`security headers on every answer of the product (${testDbKind})`, () => {
  let dir: string;
  let db: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Vigil</title>');
    db = await createTestDb({ migrated: true });
    const config = loadConfig({ DEMO: 'off', LOG_LEVEL: 'silent' });
    app = await createApp({ config, db, dataApi: await createRestEngine(db, { schemas: ['public'] }), webDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const answers: [string, string, number][] = [
    ['the web app', '/', 200],
    ['a deep link of the web app', '/health?checkId=1', 200],
    ['the sign-in page', '/login', 200],
    ['an API call refused for want of credentials', '/api/about', 401],
    ['a route the API does not have', '/api/nothing-here', 404],
    ['an identity flow', '/api/.ory/self-service/login/api', 200],
    ['the health endpoint', '/healthz', 200],
  ];

  it.each(answers)('%s (%s) cannot be framed, sniffed, or leak its address, and has the policy', async (_what, url, status) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = directives(response.headers['content-security-policy'] as string | undefined);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
  });

  it('keeps the headers on errors the server answers itself', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/.ory/self-service/login?flow=not-a-flow',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
