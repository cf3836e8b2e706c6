import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { logSearchBody } from './log-search-input.ts';
import type { LogSearchService } from './log-search.service.ts';

export interface LogSearchRoutesOptions {
  logs: LogSearchService;
}

/** POST /api/logs: a component's (or a backend's) log lines, newest first, bounded. Reading logs needs read on database (spec 000 §2, 002 §6). */
export const logSearchRoutes: FastifyPluginAsync<LogSearchRoutesOptions> = async (plugin, { logs }) => {
  withRouteSchemas(plugin).post(
    '/api/logs',
    { schema: { summary: "Search a component's or a log backend's log lines, newest first", body: logSearchBody }, preValidation: requireAccess('database', 'read') },
    async (request) => logs.search(request.body),
  );
};
