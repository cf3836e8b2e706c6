import type { ResponderTeam } from '#src/features/incidents/api/incident-responder.types.ts';

/** One entry of a team spec's `responder_clients` as the form reads it (decision 0037). */
export interface TeamResponderClient {
  /** Locked fields: prefilled and not editable. */
  values: Record<string, string>;
  /** Templates the server fills an empty field with. */
  defaults: Record<string, string>;
  /** Where the client sends: its URL or its stored connection. */
  target: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function textMap(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function clientsOf(team: Pick<ResponderTeam, 'spec'>): Record<string, unknown> {
  const clients = isObject(team.spec) ? team.spec.responder_clients : undefined;
  return isObject(clients) ? clients : {};
}

/** The responder kinds a team's spec configures, in the order it lists them. */
export function configuredKinds(team: Pick<ResponderTeam, 'spec'>): string[] {
  return Object.entries(clientsOf(team))
    .filter(([, client]) => isObject(client))
    .map(([kind]) => kind);
}

export function teamClient(team: Pick<ResponderTeam, 'spec'>, kind: string): TeamResponderClient {
  const client = clientsOf(team)[kind];
  if (!isObject(client)) return { values: {}, defaults: {}, target: null };
  const target = [client.url, client.connection].find((value): value is string => typeof value === 'string' && value !== '');
  return { values: textMap(client.values), defaults: textMap(client.defaults), target: target ?? null };
}
