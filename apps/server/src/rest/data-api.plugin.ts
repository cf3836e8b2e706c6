import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from './api-request.ts';
import type { DataApi } from './rest-engine.types.ts';

export interface DataApiPluginOptions {
  engine: DataApi;
  /** Adds transaction settings and a relation guard to each request (e.g. from the signed-in caller). */
  requestContext?: (request: FastifyRequest, reply: FastifyReply) => RequestContext;
}

function lowerCaseHeaders(request: FastifyRequest): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * Hands every request under its prefix to the data API engine. The body stays raw text for any
 * content type (the engine's parser decodes JSON or CSV itself); the parser is local to this plugin.
 */
export const dataApiPlugin: FastifyPluginAsync<DataApiPluginOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '/';
    const queryAt = url.indexOf('?');
    const wildcard = (request.params as Record<string, string | undefined>)['*'] ?? '';
    const response = await options.engine.handle({
      method: request.method,
      path: `/${wildcard}`,
      query: queryAt >= 0 ? url.slice(queryAt + 1) : '',
      headers: lowerCaseHeaders(request),
      ...(typeof request.body === 'string' ? { body: request.body } : {}),
      ...options.requestContext?.(request, reply),
    });
    reply.code(response.status);
    for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
    return reply.send(response.body === '' ? undefined : response.body);
  };

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    url: '/*',
    exposeHeadRoute: false,
    handler,
  });
};
