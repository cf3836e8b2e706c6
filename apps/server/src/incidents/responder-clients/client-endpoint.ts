import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';

/** Where a client sends and as whom: written in the team spec, or taken from a stored connection. */
export interface ClientEndpoint {
  url: string | undefined;
  username: string | undefined;
  password: string | undefined;
  properties: Record<string, unknown>;
}

export interface EndpointFields {
  connection?: string | undefined;
  url?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
}

/** The connection's values, each overridden by the one the spec writes itself. */
export async function resolveEndpoint(fields: EndpointFields, resolve: ConnectionResolver): Promise<ClientEndpoint> {
  const connection = fields.connection ? await resolve(fields.connection) : undefined;
  if (fields.connection && !connection) throw new Error(`the connection ${fields.connection} does not exist`);
  return {
    url: fields.url ?? connection?.url,
    username: fields.username ?? connection?.username,
    password: fields.password ?? connection?.password,
    properties: connection?.properties ?? {},
  };
}

/** A text property of a connection (e.g. a tenant id), if it has one. */
export function connectionProperty(endpoint: ClientEndpoint, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = endpoint.properties[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
