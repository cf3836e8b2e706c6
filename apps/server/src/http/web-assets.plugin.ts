import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by its content's hash: a new build never reuses a name. */
const HASHED_ASSETS = 'assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files: the browser asks again each time (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

const isSourceMap = (path: string) => path.endsWith('.map');

/**
 * Serves the built web app; any other GET outside /api answers index.html so the app's own
 * router handles deep links such as /catalog/123. Files have brotli and gzip siblings made at build
 * time (`x.js.br`, `x.js.gz`), sent by the client's Accept-Encoding. Source maps are not served.
 */
export async function registerWebAssets(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the API is served`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // The compressed siblings are found by preCompressed, not asked for by name.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
    allowedPath: (pathname) => !isSourceMap(pathname),
    cacheControl: false,
    setHeaders: (response, path) => {
      const served = relative(webDir, path).split(sep).join('/');
      response.setHeader('cache-control', served.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isFile = path.startsWith(`/${HASHED_ASSETS}`) || isSourceMap(path);
    if (request.method !== 'GET' || isFile || path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not found', message: `no route for ${request.method} ${path}` });
    }
    return reply.sendFile('index.html');
  });
}
