import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { callerOf } from '#src/rbac/request-caller.ts';
import { requireOwnCredentials } from '#src/rbac/require-own-credentials.ts';
import { badRequest } from '#src/rbac/service-error.ts';
import { createTokenBody, tokenIdParams } from './access-token.schemas.ts';
import type { AccessTokenService } from './access-token.service.ts';
import { narrowScope } from './token-scope.ts';

export interface AccessTokenRoutesOptions {
  tokens: AccessTokenService;
}

/**
 * POST /api/auth/create_token {name, expiry?, scope?} -> 201 {id, name, token, expires_at}.
 * The token acts as its creator (with the creator's roles and permissions at the time of each
 * request), limited by its scope; it is shown once. GET /api/auth/tokens lists the caller's tokens,
 * DELETE /api/auth/tokens/:id revokes one (and the tokens made with it).
 */
export const accessTokenRoutes: FastifyPluginAsync<AccessTokenRoutesOptions> = async (plugin, { tokens }) => {
  const app = withRouteSchemas(plugin);

  app.post('/api/auth/create_token', { schema: { summary: 'Create an access token of the caller (shown once)', body: createTokenBody, successStatus: 201 } }, async (request, reply) => {
    const { name, expiry, scope: requested } = request.body;
    const scope = narrowScope(request.tokenScope, requested);
    if (scope === undefined) throw badRequest('scope must stay within the scope of the access token this request uses');
    const created = await tokens.createForCaller(callerOf(request), { name, expiresInMs: expiry.ms, expiryText: expiry.text, scope });
    return reply.code(201).send({
      id: created.id,
      name: created.name,
      token: created.token,
      expires_at: created.expiresAt === null ? null : created.expiresAt.toISOString(),
    });
  });

  app.get('/api/auth/tokens', { schema: { summary: "List the caller's access tokens" }, preValidation: requireOwnCredentials('read') }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await tokens.list(callerOf(request).personId)),
  );

  app.delete(
    '/api/auth/tokens/:id',
    { schema: { summary: 'Revoke an access token of the caller (and the tokens made with it)', params: tokenIdParams, successStatus: 204 }, preValidation: requireOwnCredentials('write') },
    async (request, reply) => {
      await tokens.revoke(request.params.id, callerOf(request));
      return reply.code(204).send();
    },
  );
};
