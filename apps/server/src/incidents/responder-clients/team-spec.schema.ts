import { z } from 'zod';
import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import { parseSpecEntry } from '#src/spec/spec-schema.ts';
import { RESPONDER_CLIENTS } from './responder-client-registry.ts';
import type { ResponderClientBase } from './responder-client-type.ts';

/** `responder_clients` of a team spec: one entry per client type, each checked by its client's schema. */
const responderClientsSchema = z
  .strictObject(Object.fromEntries(RESPONDER_CLIENTS.map((client) => [client.type, client.schema.nullish()])), { error: 'must be an object' })
  .nullish();

/**
 * A team's spec (spec 002 §3): its responder clients, each with `values` (locked fields),
 * `defaults` (templates) and `linkUrl`. Other keys of a team spec (components, notifications) are
 * kept as written; they are read elsewhere.
 */
export const teamSpecSchema = z.looseObject({ responder_clients: responderClientsSchema }, { error: 'must be an object' });

export type TeamResponderClients = Partial<Record<string, ResponderClientBase | null>>;

/** The team spec's issues under `spec`, named by path (`spec.responder_clients.jira.url: ...`). */
export function teamSpecIssues(spec: unknown) {
  const parsed = parseSpecEntry(teamSpecSchema, spec, 'spec');
  return 'issues' in parsed ? parsed.issues : [];
}

/** How `/api/db/teams` writes check the spec they carry (for the module that owns teams to list). */
export const teamSpecRules: SpecRules = {
  relation: 'teams',
  noun: 'team',
  issuesOf: (spec) => teamSpecIssues(spec),
};
