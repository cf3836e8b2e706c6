import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth-contracts.ts';
import { CsrfService, CSRF_COOKIE } from './csrf.service.ts';
import { IdentityError } from './identity-error.ts';
import type { SessionRecord } from './identity.types.ts';
import { SessionService } from './session.service.ts';

/** What every identity route needs to know about the request it serves. */
export interface RequestContext {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The product's address: the public URL, else the origin the request came in on. */
  baseUrl: string;
  requestOrigin: string;
  /** Cookies get the Secure attribute (https request or https public URL). */
  secure: boolean;
  /** The client wants JSON answers rather than redirects (Accept or Content-Type JSON). */
  json: boolean;
  sessionToken: string | null;
  session: SessionRecord | null;
  csrfSecret: string | null;
  clientAddress: string;
  userAgent: string | null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A session token from the cookie, the X-Session-Token header or a Bearer header holding one. */
function sessionTokenOf(request: FastifyRequest): string | null {
  const fromHeader = header(request, 'x-session-token');
  if (fromHeader) return fromHeader;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
  if (bearer && SessionService.looksLikeToken(bearer)) return bearer;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export function wantsJson(request: FastifyRequest): boolean {
  const accept = header(request, 'accept') ?? '';
  const contentType = header(request, 'content-type') ?? '';
  return accept.includes('application/json') || contentType.includes('application/json');
}

export async function buildRequestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string | undefined,
  sessions: SessionService,
): Promise<RequestContext> {
  let requestOrigin: string;
  try {
    // Through URL so the origin is spelled one way (no default port), however the Host header spells it.
    requestOrigin = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw IdentityError.badRequest('The Host header is not a valid host name.');
  }
  const baseUrl = publicUrl ?? requestOrigin;
  const sessionToken = sessionTokenOf(request);
  return {
    request,
    reply,
    baseUrl,
    requestOrigin,
    secure: request.protocol === 'https' || baseUrl.startsWith('https:'),
    json: wantsJson(request),
    sessionToken,
    session: sessionToken ? await sessions.resolve(sessionToken) : null,
    csrfSecret: CsrfService.readSecret(request.cookies[CSRF_COOKIE]),
    clientAddress: request.ip,
    userAgent: header(request, 'user-agent') ?? null,
  };
}
