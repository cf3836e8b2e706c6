import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { checkAccess } from '#src/rbac/access-check.ts';
import { replyForbidden } from '#src/rbac/access-replies.ts';
import { callerOf } from '#src/rbac/request-caller.ts';
import type { ConfigPushService } from './config-push.service.ts';
import { pushRequestBody } from './push-body.parser.ts';

export interface ConfigPushRoutesOptions {
  push: ConfigPushService;
}

// A push of many thousands of items is a few megabytes of JSON.
const PUSH_BODY_LIMIT = 32 * 1024 * 1024;

/** Agents push with their role alone; people need write access to scrapers. */
async function requirePushAccess(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (request.caller?.roles.includes('agent')) return undefined;
  const verdict = checkAccess(request, 'config_scrapers', 'write');
  if (!verdict.allowed) return replyForbidden(reply, request.caller, 'config_scrapers', 'write', verdict.reason);
  return undefined;
}

/** POST /api/config/push: items, changes, analysis and relationships in the ScrapeResult shape; answers the ingest summary. */
export const configPushRoutes: FastifyPluginAsync<ConfigPushRoutesOptions> = async (plugin, { push }) => {
  withRouteSchemas(plugin).post(
    '/api/config/push',
    {
      schema: { summary: 'Push catalog items, changes, analysis and relationships (agents and scraper writers)', body: pushRequestBody },
      preValidation: requirePushAccess,
      bodyLimit: PUSH_BODY_LIMIT,
    },
    async (request) => push.push(callerOf(request), request.body),
  );
};
