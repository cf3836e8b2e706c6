import { ConnectionLookupRepository, type StoredConnection } from '#src/connections/connection-lookup.repository.ts';
import { openConnection } from '#src/connections/open-connection.ts';
import { scrubSecrets } from '#src/connections/probe-target.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import type { Db } from '#src/db/db.ts';
import { findConnectionTester } from './testers/connection-tester-registry.ts';

/** How long one test may take in all. */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;

/** What the web shows for a type without a tester (spec 001 §8). */
export const TEST_NOT_SUPPORTED_MESSAGE = 'We currently do not support testing this connection type';

export type ConnectionTestOutcome =
  | { outcome: 'ok' }
  | { outcome: 'not_found' }
  | { outcome: 'not_supported' }
  | { outcome: 'failed'; message: string };

/** Every secret text the connection holds, so no message can repeat one. */
function secretsOf(connection: ResolvedConnection, stored: StoredConnection): string[] {
  const texts = [connection.password, connection.certificate, ...Object.keys(stored.secrets).filter((field) => field.startsWith('properties.')).map((field) => connection.properties[field.slice(11)])];
  return texts.filter((text): text is string => typeof text === 'string' && text.length >= 3);
}

/** Tests a stored connection against its service, within CONNECTION_TEST_TIMEOUT_MS. */
export class ConnectionTestService {
  private readonly connections: ConnectionLookupRepository;

  constructor(db: Db, private readonly timeoutMs = CONNECTION_TEST_TIMEOUT_MS) {
    this.connections = new ConnectionLookupRepository(db);
  }

  async test(id: string, stop?: AbortSignal): Promise<ConnectionTestOutcome> {
    const stored = await this.connections.findById(id);
    if (!stored) return { outcome: 'not_found' };
    const tester = findConnectionTester(stored.type);
    if (!tester) return { outcome: 'not_supported' };
    let connection: ResolvedConnection | undefined;
    const signal = AbortSignal.any([AbortSignal.timeout(this.timeoutMs), ...(stop ? [stop] : [])]);
    try {
      connection = await openConnection(stored);
      await raceWith(tester.test(connection, { signal, timeoutMs: this.timeoutMs }), signal);
      return { outcome: 'ok' };
    } catch (error) {
      const reason = signal.aborted ? `no answer within ${this.timeoutMs / 1000} s` : error instanceof Error ? error.message : String(error);
      return { outcome: 'failed', message: scrubSecrets(reason || 'the test failed without a reason', connection ? secretsOf(connection, stored) : []) };
    }
  }
}

/** A tester that ignores its signal still ends at the time limit. */
function raceWith(work: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
