import type { FastifyInstance } from 'fastify';
import { FlowErrorRepository } from './flow-error.repository.ts';
import { isUuid } from './flow.service.ts';
import { queryOf } from './flow.routes.ts';
import { IdentityError } from './identity-error.ts';
import type { IdentityServices } from './identity-services.ts';
import { IdentityRepository } from './identity.repository.ts';
import { buildRequestContext } from './request-context.ts';

const IDENTITY_SCHEMA = {
  $id: 'default',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Person',
  type: 'object',
  properties: {
    traits: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', title: 'Email', maxLength: 254 },
        name: {
          type: 'object',
          properties: {
            first: { type: 'string', title: 'First name', maxLength: 100 },
            last: { type: 'string', title: 'Last name', maxLength: 100 },
          },
          required: ['first', 'last'],
        },
      },
      required: ['email', 'name'],
      additionalProperties: false,
    },
  },
};

/** GET /sessions/whoami, GET /self-service/errors?id= and the identity schema the identities point to. */
export function registerSessionRoutes(app: FastifyInstance, s: IdentityServices): void {
  app.get('/sessions/whoami', async (request, reply) => {
    const ctx = await buildRequestContext(request, reply, s.publicUrl, s.sessions);
    if (!ctx.session) throw IdentityError.sessionInactive();
    if (!(await s.sessions.meetsRequiredAal(ctx.session))) throw IdentityError.aal2Required(`${ctx.baseUrl}/login?aal=aal2`);
    const identity = await new IdentityRepository(s.db).findById(ctx.session.identityId);
    if (!identity) throw IdentityError.sessionInactive();
    reply.header('x-kratos-authenticated-identity-id', identity.id);
    return reply.send(await s.presenter.session(ctx.session, identity, ctx.baseUrl));
  });

  app.get('/self-service/errors', async (request, reply) => {
    const id = queryOf(request).id;
    const stored = isUuid(id) ? await new FlowErrorRepository(s.db).findById(id) : null;
    if (!stored) throw IdentityError.notFound(`No flow error with id ${id ?? ''} exists.`);
    const at = stored.createdAt.toISOString();
    return reply.send({ id: stored.id, error: stored.error, created_at: at, updated_at: at });
  });

  app.get('/schemas/default', async (_request, reply) => reply.send(IDENTITY_SCHEMA));
}
