import { basename } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '#src/db/db.ts';
import { withRouteSchemas } from '#src/http/route-schema.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { RunArtifactRepository } from './run-artifact.repository.ts';

export interface RunArtifactRoutesOptions {
  db: Db;
}

const actionParams = z.object({ id: z.guid() });
const artifactParams = z.object({ id: z.guid(), artifactId: z.guid() });

/** A file name safe to put in a header: the path's last part, quotes and controls dropped. */
function downloadName(path: string): string {
  const name = basename(path).replace(/[^\w.\- ]/g, '_');
  return name === '' ? 'artifact' : name;
}

/** The files an action of a run left (an exec action's `artifacts`), listed and downloaded (decision 0061). */
export const runArtifactRoutes: FastifyPluginAsync<RunArtifactRoutesOptions> = async (plugin, { db }) => {
  const app = withRouteSchemas(plugin);
  const artifacts = new RunArtifactRepository(db);
  const canRead = requireAccess('playbooks', 'read');

  app.get(
    '/api/playbook/run/action/:id/artifacts',
    { schema: { summary: 'The files an action of a playbook run left', params: actionParams }, preValidation: canRead },
    async (request) => artifacts.list(request.params.id),
  );
  app.get(
    '/api/playbook/run/action/:id/artifacts/:artifactId',
    { schema: { summary: 'Download a file an action of a playbook run left', params: artifactParams }, preValidation: canRead },
    async (request, reply) => {
      const artifact = await artifacts.find(request.params.id, request.params.artifactId);
      if (!artifact) return reply.code(404).send({ error: 'not found', message: 'No such artifact of this action' });
      // Always a download, never rendered here: a script wrote it.
      return reply
        .header('content-type', artifact.content_type)
        .header('content-disposition', `attachment; filename="${downloadName(artifact.path)}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', 'sandbox')
        .header('cache-control', 'no-store')
        .send(artifact.content);
    },
  );
};
