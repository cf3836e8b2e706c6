import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCredentials } from './request-credentials.ts';
import { errorName } from './service-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What an HTML form or a no-cors fetch can send to another origin without a CORS preflight. */
const FORM_BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

function single(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed === '' ? undefined : trimmed;
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The browser's session cookie is what authenticates the request: it carries no credential of its
 * own in a header (a header is something a cross-site page cannot add without a preflight).
 */
function authenticatedByCookie(headers: IncomingHttpHeaders): boolean {
  if (single(headers.authorization) !== undefined || single(headers['x-session-token']) !== undefined) return false;
  return readCredentials(headers).kind === 'session';
}

function mediaTypeOf(headers: IncomingHttpHeaders): string | undefined {
  return single(headers['content-type'])?.split(';')[0]?.trim().toLowerCase();
}

type Refusal = { status: 403 | 415; message: string };

/**
 * Why a cookie-authenticated write must be refused, or undefined when it may go on. Same origin
 * means the browser says so (`Sec-Fetch-Site: same-origin`) or the `Origin` is the public URL's or
 * the request's own; a request with neither header comes from a client that is not a browser.
 */
function crossSiteRefusal(request: FastifyRequest, allowedOrigins: readonly string[]): Refusal | undefined {
  const fetchSite = single(request.headers['sec-fetch-site'])?.toLowerCase();
  const origin = single(request.headers.origin);
  if (fetchSite === 'same-origin') return undefined;
  const ownOrigin = originOf(`${request.protocol}://${request.host}`);
  const originValue = origin === undefined ? undefined : originOf(origin);
  if (originValue !== undefined && (originValue === ownOrigin || allowedOrigins.includes(originValue))) return undefined;
  if (origin === undefined && fetchSite === undefined) return undefined;
  const from = origin === undefined ? `Sec-Fetch-Site: ${fetchSite}` : `Origin: ${origin}`;
  return {
    status: 403,
    message: `Cross-site request refused (${from}): a write signed in with the session cookie must come from the app's own origin; other clients send an access token`,
  };
}

function bodyTypeRefusal(request: FastifyRequest): Refusal | undefined {
  const mediaType = mediaTypeOf(request.headers);
  if (mediaType === undefined || !FORM_BODY_TYPES.has(mediaType)) return undefined;
  return {
    status: 415,
    message: `A write signed in with the session cookie cannot send a ${mediaType} body (what a cross-site form sends); send JSON, or use an access token`,
  };
}

/**
 * Refuses cross-site request forgery on the routes of `app`: an unsafe request (not GET, HEAD or
 * OPTIONS) authenticated by the session cookie must come from the same origin (403 otherwise) and
 * must not carry a form, multipart or text/plain body (415). Requests carrying their credential in
 * a header (access token, session token) are not affected.
 */
export function installSameOriginGuard(app: FastifyInstance, publicUrl: string | undefined): void {
  const publicOrigin = publicUrl === undefined ? undefined : originOf(publicUrl);
  const allowedOrigins = publicOrigin === undefined ? [] : [publicOrigin];

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !authenticatedByCookie(request.headers)) return undefined;
    const refusal = crossSiteRefusal(request, allowedOrigins) ?? bodyTypeRefusal(request);
    if (!refusal) return undefined;
    return reply.code(refusal.status).send({ error: errorName(refusal.status), message: refusal.message });
  });
}
