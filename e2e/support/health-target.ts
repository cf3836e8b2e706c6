import { createServer, type ServerResponse } from 'node:http';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

/** One request the target received. */
export interface TargetHit {
  /** The request path, e.g. `/checks/alpha`. */
  path: string;
  /** When the request arrived (ms since the epoch, this process's clock). */
  receivedAt: number;
  /** When the answer was sent; undefined while it is still being held back, or if the caller went away first. */
  answeredAt?: number;
}

/** How the target answers from now on. */
export interface TargetBehaviour {
  status: number;
  /** How long each answer is held back. */
  delayMs: number;
}

/** A local HTTP server that health checks point at: its answers are set by the test, and it records every hit. */
export interface HealthTarget {
  /** The address of a path on the target. */
  url(path: string): string;
  /** Every request so far, oldest first; only those for `path` when given. */
  hits(path?: string): TargetHit[];
  /** Requests still waiting for their answer. */
  inFlight(): TargetHit[];
  /** Changes how later requests are answered. */
  answer(behaviour: Partial<TargetBehaviour>): void;
  close(): Promise<void>;
}

/** Starts the target on a free loopback port, answering 200 at once. */
export async function startHealthTarget(): Promise<HealthTarget> {
  const log: TargetHit[] = [];
  const pending = new Set<TargetHit>();
  const responses = new Set<ServerResponse>();
  let behaviour: TargetBehaviour = { status: 200, delayMs: 0 };

  const server = createServer((request, response) => {
    const hit: TargetHit = { path: new URL(request.url ?? '/', 'http://target').pathname, receivedAt: Date.now() };
    log.push(hit);
    pending.add(hit);
    responses.add(response);
    const { status, delayMs } = behaviour;
    const timer = setTimeout(() => {
      hit.answeredAt = Date.now();
      pending.delete(hit);
      responses.delete(response);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 400 ? 'ok' : 'failing on purpose');
    }, delayMs);
    response.once('close', () => {
      clearTimeout(timer);
      pending.delete(hit);
      responses.delete(response);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path) => log.filter((hit) => path === undefined || hit.path === path),
    inFlight: () => [...pending],
    answer(next) {
      behaviour = { ...behaviour, ...next };
    },
    close() {
      for (const response of responses) response.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}
