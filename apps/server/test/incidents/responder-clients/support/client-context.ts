import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import type { ResponderClientContext, ResponderCommentContext, ResponderIncident } from '#src/incidents/responder-clients/responder-client-type.ts';

export const testIncident: ResponderIncident = {
  id: '0190a0b0-0000-7000-8000-0000000000a1',
  incident_id: 'INC-7',
  title: 'Checkout is down',
  description: 'Payments fail since 10:02',
  type: 'availability',
  severity: 'high',
  status: 'open',
};

const noConnections: ConnectionResolver = async () => undefined;

/** What a client's `run` gets in a test: the fields, the test incident, no stored connections unless given. */
export function clientContext(fields: Record<string, string>, overrides: Partial<ResponderClientContext> = {}): ResponderClientContext {
  return {
    fields,
    incident: testIncident,
    resolveConnection: noConnections,
    smtp: { url: undefined, from: 'vigil@localhost' },
    signal: new AbortController().signal,
    ...overrides,
  };
}

export function commentContext(externalId: string, comment: string, overrides: Partial<ResponderCommentContext> = {}): ResponderCommentContext {
  return { externalId, comment, author: 'Ada Lovelace', incident: testIncident, resolveConnection: noConnections, signal: new AbortController().signal, ...overrides };
}

/** Parses a client entry with its schema, failing the test on issues. */
export function parsed<Spec>(client: { parse(raw: unknown, path: string): { spec: Spec } | { issues: unknown[] } }, raw: unknown): Spec {
  const result = client.parse(raw, 'spec.responder_clients.x');
  if ('issues' in result) throw new Error(`the entry does not parse: ${JSON.stringify(result.issues)}`);
  return result.spec;
}
