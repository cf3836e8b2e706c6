import type { FastifyInstance } from 'fastify';
import type { CallerChangeBus } from '../auth/caller-changes/caller-change-bus.ts';
import { parseTarget } from '../rest/parse/parse-request.ts';

/**
 * Relations of the data API whose rows decide who a caller is and what they may do: people and
 * their identities, role grants, permissions, teams and their members, agents.
 */
const CALLER_RELATIONS = new Set(['people', 'identities', 'person_roles', 'people_roles', 'permissions', 'teams', 'team_members', 'agents']);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function writtenRelation(wildcard: string | undefined): string | undefined {
  try {
    const target = parseTarget(`/${wildcard ?? ''}`);
    return target.kind === 'relation' ? target.name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After a write through /api/db to one of those relations, and before its answer leaves, every
 * cached caller is dropped (on every replica): a team's permissions reach many people, and such
 * writes are rare enough that working out whom they touch is not worth it.
 */
export function announceCallerDataWrites(app: FastifyInstance, callerChanges: CallerChangeBus): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !request.routeOptions.url?.startsWith('/api/db/')) return payload;
    const relation = writtenRelation((request.params as Record<string, string | undefined>)['*']);
    if (relation !== undefined && CALLER_RELATIONS.has(relation)) await callerChanges.publish({ kind: 'everyone' });
    return payload;
  });
}
