import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../rbac/request-caller.ts';
import { badRequest, bodyObject, ServiceError } from '../../rbac/service-error.ts';
import type { AccessTokenService } from './access-token.service.ts';
import { parseExpiry } from './token-expiry.ts';
import { narrowScope, parseTokenScope } from './token-scope.ts';

export interface AccessTokenRoutesOptions {
  tokens: AccessTokenService;
}

/**
 * POST /api/auth/create_token {name, expiry?, scope?} -> 201 {id, name, token, expires_at}.
 * The token acts as its creator (with the creator's roles and permissions at the time of each
 * request), limited by its scope; it is shown once.
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
    if (scope === undefined) throw new ServiceError(403, 'The new token\'s scope must stay within the scope of the token this request uses');
    const caller = callerOf(request);
    const created = await tokens.create({ name, personId: caller.personId, expiresInMs: expiry.ms, scope, createdBy: caller.personId });
    return reply.code(201).send({
      id: created.id,
      name: created.name,
      token: created.token,
      expires_at: created.expiresAt === null ? null : created.expiresAt.toISOString(),
    });
  });
};
