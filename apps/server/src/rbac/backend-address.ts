import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The address the product is reached at: the configured public URL, else the scheme and host the
 * caller used (checked to be a plain host name, since the Host header is the client's to choose).
 */
export function backendAddress(request: FastifyRequest, config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = HOST_PATTERN.test(request.host) ? request.host : `localhost:${config.port}`;
  return `${request.protocol}://${host}`;
}
