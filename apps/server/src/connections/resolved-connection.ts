/** A stored connection, as a check, a scraper (or later an action) that names it gets it. */
export interface ResolvedConnection {
  type: string;
  url?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  certificate?: string | undefined;
  insecureTls?: boolean | undefined;
  properties: Record<string, unknown>;
  /**
   * Set for a connection the server serves itself (its own database): queries run in process
   * instead of through a URL.
   */
  query?: ((sql: string, timeoutMs: number) => Promise<Record<string, unknown>[]>) | undefined;
}

/** Looks a connection up by `connection://<namespace>/<name>` or name; undefined when there is none. */
export type ConnectionResolver = (reference: string) => Promise<ResolvedConnection | undefined>;

/** What resolving a spec's connection needs from whoever runs it (a probe, a scrape, ...). */
export interface ConnectionLookup {
  resolveConnection: ConnectionResolver;
}
