import type { LogSearchRequest } from '@vigil/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import type { ModuleContext } from '#src/modules/feature-module.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { readSnapshotStart, snapshotParams, snapshotQuery } from './snapshot-input.ts';
import { type LogsAnswer, TopologySnapshotService } from './topology-snapshot.service.ts';

// The caller's credentials: the logs API decides for itself what this caller may read.
const CREDENTIAL_HEADERS = ['cookie', 'authorization', 'x-session-token'] as const;

/** The logs feature's own HTTP contract, asked in process as the caller (a feature imports no other feature). */
async function readLogsAs(request: FastifyRequest, payload: LogSearchRequest): Promise<LogsAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const name of CREDENTIAL_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await request.server.inject({ method: 'POST', url: '/api/logs', headers, payload: JSON.stringify(payload) });
  return { statusCode: response.statusCode, body: response.body };
}

/** `GET /api/snapshot/topology/:id`: a zip of a component for an investigation (spec 002 §2, decision 0054). */
export const topologySnapshotRoutes: FastifyPluginAsync<ModuleContext> = async (plugin, { db }) => {
  const app = withRouteSchemas(plugin);
  const snapshots = new TopologySnapshotService(db);

  app.get(
    '/api/snapshot/topology/:id',
    {
      schema: {
        summary: "A zip of a component: its tree, linked checks with their recent statuses, linked configs with their recent changes and insights, and its logs",
        params: snapshotParams,
        querystring: snapshotQuery,
      },
      preValidation: requireAccess('topologies', 'read'),
    },
    async (request, reply) => {
      const end = new Date();
      const start = readSnapshotStart(request.query.start, end);
      const snapshot = await snapshots.snapshot(request.params.id, { start, end, related: request.query.related === 'true' }, (payload) => readLogsAs(request, payload));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${snapshot.fileName}"`)
        .header('cache-control', 'no-store')
        .send(snapshot.zip);
    },
  );
};
