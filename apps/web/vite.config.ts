import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from './build/precompress-assets.ts';

const OUT_DIR = 'dist';

/** Brotli and gzip siblings of the built files, which the server sends by Accept-Encoding. */
function precompress(): Plugin {
  let outDir = OUT_DIR;
  return {
    name: 'vigil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressAssets(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // No source maps in the build: the server would hand the app's sources to anyone.
  build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
