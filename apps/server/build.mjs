// Bundles the server into dist/main.js (workspace packages inlined, npm dependencies external)
// and copies the SQL migrations beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@vigil/'));

rmSync(new URL('./dist/', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations/', import.meta.url), new URL('./dist/migrations/', import.meta.url), { recursive: true });
