import cookie from '@fastify/cookie';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { isDatabaseUnavailable } from '#src/db/db.ts';
import { FlowResponder } from './flow-responder.ts';
import { registerFlowRoutes } from './flow.routes.ts';
import type { FlowHandler } from './flow-handler.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import { registerLogoutRoutes } from './logout.routes.ts';
import { registerSessionRoutes } from './session.routes.ts';

const FORM_BODY_LIMIT = 64 * 1024;

/** The Kratos-compatible public API (registered under /api/.ory). */
export function identityPlugin(s: IdentityServices, handlers: readonly FlowHandler[]): FastifyPluginAsync {
  return async (app) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    // Browsers post the flows' HTML forms url-encoded.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.setErrorHandler((error: FastifyError | IdentityError, request, reply) => {
      if (error instanceof IdentityError) return reply.code(error.code).send(error.toEnvelope());
      if (isDatabaseUnavailable(error)) {
        return reply.code(503).send(new IdentityError(503, undefined, 'The database is unavailable; try again shortly.', 'database unavailable').toEnvelope());
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) {
        request.log.error({ err: error }, 'identity request failed');
        return reply.code(500).send(new IdentityError(500, undefined, 'An internal error occurred; it has been logged.', 'internal server error').toEnvelope());
      }
      return reply.code(status).send(new IdentityError(status, undefined, error.message, error.message).toEnvelope());
    });

    const responder = new FlowResponder(s);
    for (const handler of handlers) registerFlowRoutes(app, s, responder, handler);
    registerLogoutRoutes(app, s, responder);
    registerSessionRoutes(app, s);
  };
}
