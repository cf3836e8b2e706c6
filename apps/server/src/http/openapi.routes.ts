import type { FastifyInstance } from 'fastify';
import { SERVER_VERSION } from '../version.ts';
import { openApiDocument, type OpenApiDocument, type RecordedRoute } from './openapi-document.ts';
import { withRouteSchemas } from './route-schema.ts';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the native routes registered on `app` after
 * this call (install it before them), for any signed-in caller. The data API under /api/db keeps
 * its own OpenAPI root.
 */
export async function installOpenApiDocument(app: FastifyInstance): Promise<void> {
  const routes: RecordedRoute[] = [];
  let document: OpenApiDocument | undefined;

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/db/') || route.url === '/api/db') return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });

  // In a plugin of its own, so the zod validator compiler stays with this route.
  await app.register(async (scope) => {
    withRouteSchemas(scope).get(
      '/api/openapi.json',
      { schema: { summary: 'The OpenAPI 3.1 document of the native API (the data API has its own at /api/db/)' } },
      async (_request, reply) => {
        // Every route is registered once the server is ready: the document is made once, when first asked for.
        document ??= openApiDocument(routes, SERVER_VERSION);
        return reply.header('cache-control', 'no-cache').send(document);
      },
    );
  });
}
