import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** A local HTTP endpoint for generic_webhook connections: keeps what it receives, or answers an error like a real service. */
export class WebhookReceiver {
  readonly calls: ReceivedCall[] = [];
  /** When set, the answer to every call: a status and a body. */
  failWith: { status: number; body: string } | undefined;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          body = { text };
        }
        this.calls.push({ method: request.method ?? '', path: request.url ?? '', body });
        if (this.failWith) {
          response.writeHead(this.failWith.status, { 'content-type': 'text/plain' }).end(this.failWith.body);
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
