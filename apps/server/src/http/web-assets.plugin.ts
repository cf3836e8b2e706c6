import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any other GET outside /api answers index.html so the app's own
 * router handles deep links such as /catalog/123.
 */
export async function registerWebAssets(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`web app not built (${indexFile} missing): only the API is served`);
    return;
  }
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ error: 'not found', message: `no route for ${request.method} ${path}` });
    }
    return reply.sendFile('index.html');
  });
}
