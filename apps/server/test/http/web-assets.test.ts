import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { createApp } from '#src/http/create-app.ts';
import { createRestEngine } from '#src/rest/rest-engine.ts';
import { createTestDb, testDbKind, type TestDb } from '../support/test-db.ts';

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(50)}</body></html>`;
const MAIN_JS = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

/** A built web app as the build leaves it: hashed assets, their brotli and gzip siblings, a stray source map. */
function writeWebBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-Ab12Cd34.js': MAIN_JS,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dir, 'assets/index-Ab12Cd34.js.map'), '{"version":3,"sources":["../src/main.tsx"],"mappings":""}');
  // Only gzip made it for this one: a brotli client gets gzip rather than nothing.
  writeFileSync(join(dir, 'assets/only-gzip-Zz99.css'), 'body{}'.repeat(300));
  writeFileSync(join(dir, 'assets/only-gzip-Zz99.css.gz'), gzipSync('body{}'.repeat(300)));
}

describe(`the built web app is served compressed, cached by its hashes, without source maps (${testDbKind})`, () => {
  let dir: string;
  let db: TestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-web-'));
    writeWebBuild(dir);
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

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli file to a client that accepts br, with Content-Encoding, the JavaScript type and Vary', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(MAIN_JS.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_JS);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(MAIN_JS);

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/index-Ab12Cd34.js', accept);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(MAIN_JS);
    }
    const fallback = await get('/assets/only-gzip-Zz99.css', 'br, gzip');
    expect(fallback.headers['content-encoding']).toBe('gzip');
    expect(fallback.headers['content-type']).toMatch(/^text\/css/);
  });

  it('lets browsers keep hashed assets for a year, and makes them ask again for index.html and unhashed files', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg', '/catalog/some-config']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
    const deepLink = await get('/health?checkId=1', 'br');
    expect(deepLink.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(deepLink.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('does not serve source maps, nor index.html in place of a missing asset', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.map', '/assets/missing-0000.js', '/anything.js.map']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'not found', message: expect.stringContaining('no route') });
    }
  });
});
