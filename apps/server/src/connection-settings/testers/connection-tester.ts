import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';

export interface ConnectionTestContext {
  /** Stops the test (its time limit, the server stopping). */
  signal: AbortSignal;
  /** Milliseconds the test may take in all. */
  timeoutMs: number;
}

/**
 * Proves a stored connection works, for one or more connection types: resolves when the service
 * accepted it, throws an Error whose message is what the service answered (its error body).
 */
export interface ConnectionTester {
  readonly types: readonly string[];
  test(connection: ResolvedConnection, context: ConnectionTestContext): Promise<void>;
}

export function defineConnectionTester(tester: ConnectionTester): ConnectionTester {
  return tester;
}

/** The connection's address, refused with a clear message when it has none. */
export function requiredUrl(connection: ResolvedConnection): string {
  if (!connection.url) throw new Error('the connection has no URL');
  return connection.url;
}
