import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, a form as an object, or the raw text. */
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Route = (request: RecordedRequest) => Answer | undefined;

function parseBody(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if (contentType?.includes('application/json')) return JSON.parse(text) as unknown;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/** A local HTTP server that records every request and answers through `route` (404 when it has no answer). */
export class RecordingHttpServer {
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;
  url = '';

  constructor(private readonly route: Route) {
    this.server = createServer((request, response) => this.serve(request, response));
  }

  private serve(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8'), request.headers['content-type']),
      };
      this.requests.push(recorded);
      const answer = this.route(recorded) ?? { status: 404, body: { message: 'no such route' } };
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      response.writeHead(answer.status, { ...(text ? { 'content-type': 'application/json;charset=UTF-8' } : {}), ...answer.headers });
      response.end(text);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
