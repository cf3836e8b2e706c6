export interface TcpEndpoint {
  host: string;
  port: number;
}

/**
 * Splits `host:port` (`[::1]:5432` for IPv6 addresses; a leading `tcp://` is allowed, as
 * canary-checker specs sometimes carry it). Undefined when the text is not such an address.
 */
export function parseTcpEndpoint(text: string): TcpEndpoint | undefined {
  const address = text.trim().replace(/^tcp:\/\//, '');
  const match = /^(?:\[([^\]]+)\]|([^\s:/[\]]+)):(\d{1,5})$/.exec(address);
  if (!match) return undefined;
  const port = Number(match[3]);
  if (port < 1 || port > 65535) return undefined;
  return { host: match[1] ?? match[2] ?? '', port };
}
