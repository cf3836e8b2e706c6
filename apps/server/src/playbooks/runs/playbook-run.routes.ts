import type { FastifyPluginAsync } from 'fastify';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { callerOf } from '#src/rbac/request-caller.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { runBody, runIdParams } from '../playbook-input.ts';
import type { PlaybookRunService } from './playbook-run.service.ts';

export interface PlaybookRunRoutesOptions {
  runs: PlaybookRunService;
}

const canRun = requireAccess('playbooks', 'write');

/** Starting a run, its status, approving, cancelling and re-running it (contract §3). */
export const playbookRunRoutes: FastifyPluginAsync<PlaybookRunRoutesOptions> = async (plugin, { runs }) => {
  const app = withRouteSchemas(plugin);
  app.post(
    '/api/playbook/run',
    { schema: { summary: 'Run a playbook, on a resource, with parameters', body: runBody, successStatus: 201 }, preValidation: canRun },
    async (request, reply) => reply.code(201).send(await runs.run(request.body, callerOf(request))),
  );
  app.get(
    '/api/playbook/run/:id/status',
    { schema: { summary: 'The status of a playbook run and its actions', params: runIdParams }, preValidation: requireAccess('playbook_runs', 'read') },
    async (request) => runs.status(request.params.id),
  );
  app.post(
    '/api/playbook/run/approve/:id',
    { schema: { summary: 'Approve a playbook run, as a listed approver', params: runIdParams }, preValidation: canRun },
    async (request) => runs.approve(request.params.id, callerOf(request)),
  );
  app.post(
    '/api/playbook/run/cancel/:id',
    { schema: { summary: 'Cancel a playbook run that is not over', params: runIdParams }, preValidation: canRun },
    async (request) => runs.cancel(request.params.id),
  );
  app.post(
    '/api/playbook/run/:id/rerun',
    { schema: { summary: 'Run a playbook again on the same resource with the same parameters', params: runIdParams, successStatus: 201 }, preValidation: canRun },
    async (request, reply) => reply.code(201).send(await runs.rerun(request.params.id, callerOf(request))),
  );
};
