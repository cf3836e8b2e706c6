/**
 * Something that changes who an authenticated caller is, or whether they still are anyone: a
 * session ended, a token revoked, a person's roles, permissions, password or factors changed, or a
 * write (teams, permissions) that may touch many people at once.
 */
export type CallerChange =
  | { kind: 'session'; id: string }
  | { kind: 'token'; id: string }
  | { kind: 'person'; id: string }
  | { kind: 'everyone' };

export type CallerChangeListener = (change: CallerChange) => void;

/**
 * Tells every cache of authenticated callers about a change. `publish` resolves once this process's
 * listeners have heard it, so the next request on this replica sees the change; other replicas hear
 * it shortly after (PostgreSQL NOTIFY) and, should a notice be lost, their entries still age out.
 */
export interface CallerChangeBus {
  publish(change: CallerChange): Promise<void>;
  /** Returns a function that stops listening. */
  subscribe(listener: CallerChangeListener): () => void;
  close(): Promise<void>;
}
