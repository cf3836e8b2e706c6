import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import type { PlaybookWebhookService } from './playbook-webhook.service.ts';

/** A webhook body is at most this large. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const webhookParams = z.object({ path: z.string().min(1).max(256) });
/** The body is kept as its bytes: GitHub signs exactly those. */
const rawBody = z.preprocess((body) => body ?? Buffer.alloc(0), z.instanceof(Buffer, { message: 'must be the request bytes' }));

export interface PlaybookWebhookRoutesOptions {
  webhooks: PlaybookWebhookService;
}

/**
 * `POST /api/playbook/webhook/:path`: starts the playbook whose `on.webhook.path` it is. Public (no
 * session): the playbook's own authentication decides (401), 404 for an unknown path, 201 `{run_id}`.
 */
export const playbookWebhookRoutes: FastifyPluginAsync<PlaybookWebhookRoutesOptions> = async (plugin, { webhooks }) => {
  plugin.removeAllContentTypeParsers();
  plugin.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  const app = withRouteSchemas(plugin);
  app.post(
    '/api/playbook/webhook/:path',
    {
      config: { public: true },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { summary: "Starts the playbook with this webhook path (the playbook's own authentication)", params: webhookParams, body: rawBody, successStatus: 201 },
    },
    async (request, reply) => {
      const created = await webhooks.receive(request.params.path, request.headers, request.body);
      return reply.code(201).send({ run_id: created.run_id });
    },
  );
};
