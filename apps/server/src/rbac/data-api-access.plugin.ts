import { type Action, type Resource, functionResource, relationResource } from '@vigil/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkSpecWrite, type SpecRules } from '../rest/spec-writes/spec-write.validator.ts';
import { applyWriteTransforms, type WriteTransform } from '../rest/spec-writes/write-transform.ts';
import { ApiError } from '../rest/api-error.ts';
import type { RelationUse, RequestContext, WritePayload } from '../rest/api-request.ts';
import { dataApiPlugin } from '../rest/data-api.plugin.ts';
import { parseTarget } from '../rest/parse/parse-request.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import { checkAccess } from './access-check.ts';
import { forbiddenMessage, replyForbidden, setForbiddenHeaders } from './access-replies.ts';

/** The one schema whose relations the access map covers. */
export const EXPOSED_SCHEMA = 'public';

/** What the features ask of the data API's writes. */
export interface DataApiWrites {
  /** Tables whose specs are read once and checked before a write stores them. */
  specRules: readonly SpecRules[];
  /** Settings every write carries, for the triggers of the features' tables. */
  settings: Readonly<Record<string, string>>;
  /** Changes rows make before their SQL is built (connections: defaults, encrypted secrets). */
  transforms?: readonly WriteTransform[];
}

export interface DataApiAccessOptions extends DataApiWrites {
  dataApi: DataApi;
}

const actionOf = (method: string): Action => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

function resourceOf(kind: RelationUse['kind'], schema: string, name: string, action: Action): Resource | undefined {
  if (schema !== EXPOSED_SCHEMA) return undefined;
  return kind === 'function' ? functionResource(name) : relationResource(name, action);
}

/** The engine's own answer for a name it does not know, so an unexposed relation looks like a missing one. */
function notExposed(kind: RelationUse['kind'], schema: string, name: string): ApiError {
  return kind === 'function'
    ? new ApiError(404, 'PGRST202', `Could not find the function ${schema}.${name} in the schema cache`)
    : new ApiError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`);
}

/**
 * /api/db behind the access layer: every relation and function maps to an RBAC resource (GET and
 * HEAD read, other methods write), unmapped ones answer 404, and what a request embeds must be
 * readable too. Each request's statements know the caller (request.person_id), which triggers,
 * the created_by guard and its defaults use.
 */
export const dataApiAccessPlugin: FastifyPluginAsync<DataApiAccessOptions> = async (app, options) => {
  const embedDenials = new WeakMap<FastifyRequest, string>();
  const { specRules } = options;

  app.addHook('preHandler', async (request, reply) => {
    const wildcard = (request.params as Record<string, string | undefined>)['*'] ?? '';
    let target: ReturnType<typeof parseTarget>;
    try {
      target = parseTarget(`/${wildcard}`);
    } catch {
      return undefined; // the engine explains malformed paths itself
    }
    const action = actionOf(request.method);
    const kind = target.kind === 'rpc' ? 'function' : 'relation';
    const resource = resourceOf(kind, EXPOSED_SCHEMA, target.name, action);
    if (!resource) {
      return reply.code(404).header('content-type', 'application/json; charset=utf-8').send(notExposed(kind, EXPOSED_SCHEMA, target.name).toBody());
    }
    const verdict = checkAccess(request, resource, action);
    if (!verdict.allowed) return replyForbidden(reply, request.caller, resource, action, verdict.reason);
    return undefined;
  });

  // A refused embed is found while the engine plans; its answer gets the same shape as any other 403.
  app.addHook('onSend', async (request, reply, payload) => {
    const message = embedDenials.get(request);
    if (message === undefined || reply.statusCode !== 403) return payload;
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ error: 'forbidden', message });
  });

  const requestContext = (request: FastifyRequest, reply: FastifyReply): RequestContext => {
    const settings: Record<string, string> = {};
    if (request.caller) settings['request.person_id'] = request.caller.personId;
    // Whichever way the request names its target: the triggers that read them know their own table.
    if (actionOf(request.method) === 'write') Object.assign(settings, options.settings);
    const guard = (use: RelationUse): void => {
      if (use.via === 'target') {
        if (resourceOf(use.kind, use.schema, use.name, actionOf(request.method)) === undefined) throw notExposed(use.kind, use.schema, use.name);
        return;
      }
      const resource = resourceOf(use.kind, use.schema, use.name, 'read');
      if (!resource) {
        throw new ApiError(400, 'PGRST200', `Could not find a relationship with '${use.name}' in the schema cache`);
      }
      const verdict = checkAccess(request, resource, 'read');
      if (!verdict.allowed) {
        const message = `${forbiddenMessage(request.caller, resource, 'read', verdict.reason)} (embedded as ${use.name})`;
        embedDenials.set(request, message);
        setForbiddenHeaders(reply, request.caller, resource, 'read');
        throw new ApiError(403, '42501', message);
      }
    };
    // Specs are checked on the rows the engine decoded, whatever the body's shape (JSON, CSV, form).
    const callerIsAdmin = request.caller?.roles.includes('admin') ?? false;
    const mode = request.method === 'PATCH' ? 'update' : 'insert';
    const checkPayload = ({ relation, body }: WritePayload): unknown =>
      applyWriteTransforms(relation, checkSpecWrite({ relation, body, callerIsAdmin }, specRules), mode, options.transforms ?? []);
    // What the caller could read, were it embedded: an ambiguous embed's error lists nothing else.
    const visible = (use: RelationUse): boolean => {
      const resource = resourceOf(use.kind, use.schema, use.name, 'read');
      return resource !== undefined && checkAccess(request, resource, 'read').allowed;
    };
    return { settings, guard, checkPayload, visible };
  };

  await app.register(dataApiPlugin, { engine: options.dataApi, requestContext });
};
