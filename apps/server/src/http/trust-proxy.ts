import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Fastify's trustProxy for the configured proxies. Proxy addresses and CIDRs pass as they are; a hop
 * count (which Fastify no longer takes as a number) becomes a function trusting that many nearest
 * hops, so the client address is the X-Forwarded-For entry the outermost trusted proxy added, whatever
 * the client wrote to the left of it. A hop count trusts whoever connects: the server must then be
 * reachable only through the proxy.
 */
export function fastifyTrustProxy(trusted: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}
