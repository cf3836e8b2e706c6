import type { FastifyInstance, FastifyReply } from 'fastify';

const NUL = '\u0000';
/** The data API refuses NUL itself, in PostgREST's words (`rest/parse/query-string.parser.ts`). */
const DATA_API = /^\/api\/db(?:[/?]|$)/;

/** `a.b[0]` of the first text in a parsed JSON body that holds NUL; undefined when none does. */
export function nulPathIn(body: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path === '' ? 'the body' : path;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push({ value: item, path: `${path}[${i}]` }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const keyPath = path === '' ? key : `${path}.${key}`;
        if (key.includes(NUL)) return keyPath;
        pending.push({ value: item, path: keyPath });
      }
    }
  }
  return undefined;
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'bad request', message });
}

/**
 * PostgreSQL text cannot hold NUL, so a NUL in an address or a JSON body of a native /api route is
 * refused up front with 400 naming where it is, instead of failing in the database as a 500.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || DATA_API.test(request.url)) return undefined;
    if (request.url.includes(NUL) || /%00/i.test(request.url)) return refuse(reply, 'The address contains a NUL byte (%00), which text cannot hold');
    return undefined;
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/') || DATA_API.test(request.url)) return undefined;
    const path = nulPathIn(request.body);
    if (path !== undefined) return refuse(reply, `The request body holds a NUL character (\\u0000) at ${path}, which text cannot hold`);
    return undefined;
  });
}
