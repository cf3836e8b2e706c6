import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressAssets } from '#build/precompress-assets.ts';

describe('precompressAssets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vigil-precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text files, in sub-folders too, that decode to the original', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;
    writeFileSync(join(dir, 'assets/index-abc123.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<div class="row"></div>'.repeat(40)}`);

    await precompressAssets(dir);

    const br = readFileSync(join(dir, 'assets/index-abc123.js.br'));
    const gz = readFileSync(join(dir, 'assets/index-abc123.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves alone images, tiny files and files compression would not shrink', async () => {
    writeFileSync(join(dir, 'assets/logo-1.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(dir, 'assets/tiny-2.js'), 'export {};\n');
    // Random bytes do not compress: either copy would come out larger.
    writeFileSync(join(dir, 'assets/random-3.js'), randomBytes(2048));

    await precompressAssets(dir);

    for (const name of ['logo-1.png', 'tiny-2.js', 'random-3.js']) {
      expect(existsSync(join(dir, `assets/${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `assets/${name}.gz`)), name).toBe(false);
    }
  });
});
