import type { FastifyPluginAsync } from 'fastify';
import { bodyOrEmpty, withRouteSchemas } from '#src/http/route-schema.ts';
import { callerOf } from '#src/rbac/request-caller.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { badRequest } from '#src/rbac/service-error.ts';
import { listQuery, paramsBody, playbookIdParams } from './playbook-input.ts';
import { resourceRefOf } from './playbook-targets.ts';
import type { PlaybookService } from './playbook.service.ts';

export interface PlaybookRoutesOptions {
  playbooks: PlaybookService;
}

/** `GET /api/playbook/list` and `POST /api/playbook/:id/params`: what a user may run on a resource, and what a run asks. */
export const playbookRoutes: FastifyPluginAsync<PlaybookRoutesOptions> = async (plugin, { playbooks }) => {
  const app = withRouteSchemas(plugin);
  app.get(
    '/api/playbook/list',
    { schema: { summary: 'The playbooks that run on a config, check or component', querystring: listQuery }, preValidation: requireAccess('playbooks', 'read') },
    async (request) => {
      const ref = resourceRefOf(request.query);
      if (!ref) throw badRequest('Name the resource: config_id, check_id or component_id');
      return playbooks.list(ref, callerOf(request));
    },
  );
  app.post(
    '/api/playbook/:id/params',
    { schema: { summary: "A playbook's parameters, defaults templated against the resource", params: playbookIdParams, body: bodyOrEmpty(paramsBody) }, preValidation: requireAccess('playbooks', 'read') },
    async (request) => playbooks.params(request.params.id, resourceRefOf(request.body), callerOf(request)),
  );
};
