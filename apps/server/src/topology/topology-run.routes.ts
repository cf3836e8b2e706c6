import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { requireRunNowAccess } from '#src/rbac/run-now-access.ts';
import { notFound } from '#src/rbac/service-error.ts';
import { TopologyRepository } from './topology.repository.ts';
import type { TopologyRunService } from './topology-run.service.ts';
import type { Db } from '#src/db/db.ts';

export interface TopologyRunRoutesOptions {
  db: Db;
  runs: TopologyRunService;
}

const topologyIdParams = z.object({ id: z.guid({ error: (issue) => `'${String(issue.input)}' is not a topology id: a topology id is a uuid` }) });

/** `POST /api/topology/run/:id`: builds one topology now and answers its job summary. */
export const topologyRunRoutes: FastifyPluginAsync<TopologyRunRoutesOptions> = async (plugin, { db, runs }) => {
  withRouteSchemas(plugin).post(
    '/api/topology/run/:id',
    { schema: { summary: 'Build one topology now (Run Now)', params: topologyIdParams }, preValidation: requireRunNowAccess('topologies') },
    async (request) => {
      const topology = await new TopologyRepository(db).findLive(request.params.id);
      if (!topology) throw notFound(`Topology ${request.params.id} not found`);
      const outcome = (await runs.run(topology))!;
      return {
        message: `Topology ${topology.name} ran: ${outcome.status}`,
        payload: {
          id: outcome.jobId,
          status: outcome.status,
          success_count: outcome.components,
          error_count: outcome.errors.length,
          deleted_count: outcome.deleted,
          duration_millis: outcome.durationMillis,
          errors: outcome.errors,
        },
      };
    },
  );
};
