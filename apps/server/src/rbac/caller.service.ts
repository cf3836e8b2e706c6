import { type Action, type Resource, isResource } from '@vigil/domain';
import type { Caller, CallerPermission } from '../auth/auth-contracts.ts';
import type { Db } from '../db/db.ts';
import { CallerRepository, type CallerRecord } from './caller.repository.ts';

/** Permission actions as written in the table: read; write and its parts; * for both. */
const WRITE_ACTIONS = new Set(['write', 'create', 'update', 'delete']);

function toPermission(row: CallerRecord['permissions'][number]): CallerPermission | undefined {
  const resource = row.object === '*' || isResource(row.object) ? (row.object as Resource | '*') : undefined;
  const raw = row.action.trim().toLowerCase();
  const action: Action | '*' | undefined = raw === '*' ? '*' : raw === 'read' ? 'read' : WRITE_ACTIONS.has(raw) ? 'write' : undefined;
  if (resource === undefined || action === undefined) return undefined;
  return { resource, action, deny: row.deny };
}

export type CallerOrigin = { via: 'session'; sessionId: string; aal: 'aal1' | 'aal2' } | { via: 'token'; tokenId: string };

/** Turns the person behind a session or a token into the request's caller, with fresh roles and permissions. */
export class CallerService {
  private readonly repository: CallerRepository;

  constructor(db: Db) {
    this.repository = new CallerRepository(db);
  }

  /** Undefined when the person is deleted, switched off, or an agent that was deleted. */
  async resolve(personId: string, origin: CallerOrigin): Promise<Caller | undefined> {
    const record = await this.repository.find(personId);
    if (!record || !record.identityActive || record.agentDeleted) return undefined;
    if (record.agentId !== null && record.agentSeenStale) await this.repository.markAgentSeen(record.agentId);
    const permissions = record.permissions.map(toPermission).filter((p): p is CallerPermission => p !== undefined);
    return {
      personId: record.personId,
      name: record.name,
      email: record.email,
      roles: record.roles,
      permissions,
      ...origin,
    };
  }
}
