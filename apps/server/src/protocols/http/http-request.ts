import type { Agent, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';

const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface HttpRequestOptions {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  /** Accept a certificate that does not verify (self-signed, wrong host). */
  insecure: boolean;
  signal: AbortSignal;
  /** A keep-alive agent when several requests must share one connection (NTLM); a fresh connection otherwise. */
  agent?: Agent | undefined;
}

export interface HttpResponseSummary {
  code: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  /** The body as text, cut at 5 MiB. */
  content: string;
  /** Milliseconds from sending the request to the end of the body. */
  elapsed: number;
  /** When the server's TLS certificate stops being valid (https only). */
  certificateExpiry?: Date | undefined;
}

function headerMap(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function certificateExpiry(response: IncomingMessage): Date | undefined {
  const socket = response.socket as TLSSocket;
  if (typeof socket.getPeerCertificate !== 'function') return undefined;
  const validTo = socket.getPeerCertificate().valid_to;
  const time = validTo ? Date.parse(validTo) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * One request (no redirects followed), on a fresh connection unless an agent is given, so the
 * certificate is always seen.
 */
export function sendHttpRequest(options: HttpRequestOptions): Promise<HttpResponseSummary> {
  const send = options.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = send(options.url, {
      method: options.method,
      headers: options.headers,
      signal: options.signal,
      agent: options.agent ?? false,
      rejectUnauthorized: !options.insecure,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const expiry = certificateExpiry(response);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_BODY_BYTES) chunks.push(chunk.subarray(0, MAX_BODY_BYTES - size));
        size += chunk.length;
      });
      response.once('error', reject);
      response.once('end', () => {
        resolve({
          code: response.statusCode ?? 0,
          headers: headerMap(response),
          content: Buffer.concat(chunks).toString('utf8'),
          elapsed: Math.round(performance.now() - started),
          certificateExpiry: expiry,
        });
      });
    });
    request.end(options.body);
  });
}
