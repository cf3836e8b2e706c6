import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { queryOf } from './flow.routes.ts';
import type { FlowResponder } from './flow-responder.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import { buildRequestContext } from './request-context.ts';
import { resolveReturnTo } from './return-to.policy.ts';
import { SessionService } from './session.service.ts';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Logout as Kratos does it: a browser first asks for a logout URL (its token is bound to the session
 * cookie), then follows it; an API client deletes its session token.
 */
export function registerLogoutRoutes(app: FastifyInstance, s: IdentityServices, responder: FlowResponder): void {
  app.get('/self-service/logout/browser', async (request, reply) => {
    const ctx = await buildRequestContext(request, reply, s.publicUrl, s.sessions);
    ctx.json = true;
    try {
      if (!ctx.session || !ctx.sessionToken) throw IdentityError.sessionInactive();
      const returnTo = resolveReturnTo(queryOf(request).return_to, ctx.baseUrl, ctx.requestOrigin);
      const token = SessionService.logoutToken(ctx.sessionToken);
      const url = new URL(`${ctx.baseUrl}/api/.ory/self-service/logout`);
      url.searchParams.set('token', token);
      if (returnTo) url.searchParams.set('return_to', returnTo);
      return reply.send({ logout_url: url.toString(), logout_token: token });
    } catch (error) {
      return responder.error(ctx, error);
    }
  });

  app.get('/self-service/logout', async (request, reply) => {
    const ctx = await buildRequestContext(request, reply, s.publicUrl, s.sessions);
    try {
      const query = queryOf(request);
      if (!query.token) throw IdentityError.badRequest('The logout token is missing.');
      const returnTo = resolveReturnTo(query.return_to, ctx.baseUrl, ctx.requestOrigin) ?? `${ctx.baseUrl}/login`;
      if (ctx.session && ctx.sessionToken) {
        if (!sameToken(query.token, SessionService.logoutToken(ctx.sessionToken))) throw IdentityError.csrfViolation();
        await s.sessions.revoke(ctx.session.id);
      } else if (ctx.json) {
        throw IdentityError.sessionInactive();
      }
      responder.clearSessionCookie(ctx);
      if (ctx.json) return reply.code(204).send();
      return reply.redirect(returnTo, 303);
    } catch (error) {
      return responder.error(ctx, error);
    }
  });

  app.delete('/self-service/logout/api', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const token = typeof body.session_token === 'string' ? body.session_token : undefined;
    if (!token) throw IdentityError.badRequest('The session_token is missing.');
    const session = await s.sessions.resolve(token);
    if (!session) throw IdentityError.sessionInactive();
    await s.sessions.revoke(session.id);
    return reply.code(204).send();
  });
}
