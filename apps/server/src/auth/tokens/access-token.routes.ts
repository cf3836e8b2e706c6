import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../rbac/request-caller.ts';
import { requireOwnCredentials } from '../../rbac/require-own-credentials.ts';
import { badRequest, bodyObject, isUuid } from '../../rbac/service-error.ts';
import type { AccessTokenService } from './access-token.service.ts';
import { parseExpiry } from './token-expiry.ts';
import { narrowScope, parseTokenScope } from './token-scope.ts';

export interface AccessTokenRoutesOptions {
  tokens: AccessTokenService;
}

/**
 * POST /api/auth/create_token {name, expiry?, scope?} -> 201 {id, name, token, expires_at}.
 * The token acts as its creator (with the creator's roles and permissions at the time of each
 * request), limited by its scope; it is shown once. GET /api/auth/tokens lists the caller's tokens,
 * DELETE /api/auth/tokens/:id revokes one (and the tokens made with it).
 */
export const accessTokenRoutes: FastifyPluginAsync<AccessTokenRoutesOptions> = async (app, { tokens }) => {
  app.post('/api/auth/create_token', async (request, reply) => {
    const body = bodyObject(request.body);
    if (typeof body.name !== 'string' || body.name.trim() === '') throw badRequest('name is required');
    const name = body.name.trim();
    if (name.length > 255) throw badRequest('name must have at most 255 characters');
    const expiry = parseExpiry(body.expiry);
    if (!expiry.ok) throw badRequest(expiry.message);
    const requested = parseTokenScope(body.scope);
    if (!requested.ok) throw badRequest(requested.message);
    const scope = narrowScope(request.tokenScope, requested.scope);
    if (scope === undefined) throw badRequest('scope must stay within the scope of the access token this request uses');
    const created = await tokens.createForCaller(callerOf(request), {
      name,
      expiresInMs: expiry.ms,
      expiryText: typeof body.expiry === 'string' ? body.expiry : '',
      scope,
    });
    return reply.code(201).send({
      id: created.id,
      name: created.name,
      token: created.token,
      expires_at: created.expiresAt === null ? null : created.expiresAt.toISOString(),
    });
  });

  app.get('/api/auth/tokens', { preHandler: requireOwnCredentials('read') }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await tokens.list(callerOf(request).personId)),
  );

  app.delete<{ Params: { id: string } }>('/api/auth/tokens/:id', { preHandler: requireOwnCredentials('write') }, async (request, reply) => {
    const { id } = request.params;
    if (!isUuid(id)) throw badRequest(`The token id must be a UUID (got "${id}")`);
    await tokens.revoke(id.toLowerCase(), callerOf(request));
    return reply.code(204).send();
  });
};
