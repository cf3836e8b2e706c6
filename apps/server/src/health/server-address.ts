/** Where this server listens, as its own checks reach it. */
export interface ServerAddress {
  host: string;
  port: number;
}

const PLACEHOLDER = /\$\(server\.(url|address)\)/g;

/** A wildcard listen address is reached through the loopback interface. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

function replaceIn(value: unknown, url: string, address: string): unknown {
  if (typeof value === 'string') return value.replace(PLACEHOLDER, (_, which: string) => (which === 'url' ? url : address));
  if (Array.isArray(value)) return value.map((entry) => replaceIn(entry, url, address));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, replaceIn(entry, url, address)]));
  }
  return value;
}

/**
 * Stands in for the server's address when a spec is checked before it runs (when it is saved), so
 * `$(server.url)/healthz` is checked as the URL it becomes. It never resolves (RFC 2606).
 */
export const SERVER_ADDRESS_STAND_IN: ServerAddress = { host: 'vigil-server.invalid', port: 8080 };

/**
 * The check spec with `$(server.url)` (`http://host:port`) and `$(server.address)` (`host:port`)
 * replaced by where this server listens now, so a check of the server itself follows HOST and PORT
 * across restarts while its stored spec keeps the placeholder.
 */
export function withServerAddress<Spec>(spec: Spec, server: ServerAddress = SERVER_ADDRESS_STAND_IN): Spec {
  const address = `${reachableHost(server.host)}:${server.port}`;
  return replaceIn(spec, `http://${address}`, address) as Spec;
}
