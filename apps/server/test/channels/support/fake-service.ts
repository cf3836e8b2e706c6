import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent. */
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body text. */
  text: string;
  /** JSON parsed, a form as an object, else the text. */
  body: unknown;
}

export interface ServiceAnswer {
  status: number;
  /** An object is answered as JSON; a string as it is (text/plain unless a content-type is given). */
  body?: unknown;
  headers?: Record<string, string>;
}

/** `'hang'` keeps the request open without an answer (a service that never replies). */
export type ServiceRoute = (request: ReceivedRequest) => ServiceAnswer | 'hang' | undefined;

function parse(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('json')) return JSON.parse(text) as unknown;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/**
 * A local HTTP server standing in for a notification service: it records every request and
 * answers as the service would through `route` (404 with a plain body when the route has none).
 */
export class FakeService {
  readonly requests: ReceivedRequest[] = [];
  private readonly server: Server;
  url = '';

  constructor(private readonly route: ServiceRoute) {
    this.server = createServer((request, response) => this.serve(request, response));
  }

  private serve(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = { method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, text, body: parse(text, request.headers['content-type']) };
      this.requests.push(received);
      const routed = this.route(received);
      if (routed === 'hang') return;
      const answer = routed ?? { status: 404, body: '404 page not found' };
      const json = answer.body !== undefined && typeof answer.body !== 'string';
      const payload = answer.body === undefined ? '' : json ? JSON.stringify(answer.body) : (answer.body as string);
      const contentType = payload === '' ? {} : { 'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8' };
      response.writeHead(answer.status, { ...contentType, ...answer.headers });
      response.end(payload);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  /** The only request received, failing when there were more or none. */
  only(): ReceivedRequest {
    if (this.requests.length !== 1) throw new Error(`expected one request, received ${this.requests.length}`);
    return this.requests[0]!;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** What a channel's `send` and `test` get in a test: a signal nobody aborts. */
export const channelContext = () => ({ signal: new AbortController().signal });
