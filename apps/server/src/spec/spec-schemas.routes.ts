import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { withRouteSchemas } from '../http/route-schema.ts';
import { notFound } from '../rbac/service-error.ts';
import { specKindJsonSchema, type SpecKind } from './spec-kind-schema.ts';

export interface SpecSchemaRoutesOptions {
  kinds: readonly SpecKind[];
}

const SUFFIX = '.schema.json';

const fileParams = z.object({ file: z.string() });

/**
 * GET /api/schemas/<kind>.schema.json for any signed-in caller: the JSON Schema of a spec kind the
 * features contribute. The kind matches whatever its case (`canary.schema.json` is the Canary's).
 */
export const specSchemaRoutes: FastifyPluginAsync<SpecSchemaRoutesOptions> = async (plugin, { kinds }) => {
  const nameOf = (kind: SpecKind) => kind.schemaName ?? kind.kind;
  const byName = new Map(kinds.map((kind) => [nameOf(kind).toLowerCase(), kind]));
  const known = kinds.map((kind) => `${nameOf(kind)}${SUFFIX}`).join(', ');
  withRouteSchemas(plugin).get(
    '/api/schemas/:file',
    { schema: { summary: 'The JSON Schema of a spec kind (Canary, ScrapeConfig), for editors', params: fileParams } },
    async (request, reply) => {
      const { file } = request.params;
      const kind = file.toLowerCase().endsWith(SUFFIX) ? byName.get(file.slice(0, -SUFFIX.length).toLowerCase()) : undefined;
      if (!kind) throw notFound(`No schema named '${file}': the schemas are ${known}`);
      const schema = specKindJsonSchema(kind, `/api/schemas/${nameOf(kind)}${SUFFIX}`);
      return reply.header('content-type', 'application/schema+json; charset=utf-8').send(schema);
    },
  );
};
