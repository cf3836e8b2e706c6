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
 * `notifications` of a team spec: where a notification whose recipient is the team goes (read by the
 * notifications module). Checked here only for its shape, as this is where team specs are checked.
 */
const teamNotificationsSchema = z
  .array(
    z.looseObject(
      {
        connection: z.string({ error: 'must be a connection reference (connection://namespace/name)' }).optional(),
        url: z.string({ error: 'must be a string' }).optional(),
        filter: z.string({ error: 'must be a CEL expression' }).optional(),
        properties: z.record(z.string(), z.unknown(), { error: 'must be an object' }).optional(),
      },
      { error: 'must be an object with a connection' },
    ),
    { error: 'must be a list' },
  )
  .nullish();

/**
 * A team's spec (spec 002 §3): its responder clients, each with `values` (locked fields),
 * `defaults` (templates) and `linkUrl`, and the connections its notifications go to. Other keys
 * (components) are kept as written; they are read elsewhere.
 */
export const teamSpecSchema = z.looseObject(
  { responder_clients: responderClientsSchema, notifications: teamNotificationsSchema },
  { error: 'must be an object' },
);

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
