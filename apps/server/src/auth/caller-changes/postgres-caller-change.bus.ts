import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Queryable } from '#src/db/db.ts';
import type { CallerChange, CallerChangeBus, CallerChangeListener } from './caller-change-bus.ts';
import { InProcessCallerChangeBus } from './in-process-caller-change.bus.ts';

/** The channel replicas announce caller changes on. */
export const CALLER_CHANGES_CHANNEL = 'caller_changes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseNotice(payload: string | undefined): { origin: string; change: CallerChange } | undefined {
  let notice: unknown;
  try {
    notice = JSON.parse(payload ?? '');
  } catch {
    return undefined;
  }
  if (typeof notice !== 'object' || notice === null) return undefined;
  const { origin, kind, id } = notice as Record<string, unknown>;
  if (typeof origin !== 'string') return undefined;
  if (kind === 'everyone') return { origin, change: { kind } };
  if ((kind === 'session' || kind === 'token' || kind === 'person') && typeof id === 'string' && UUID.test(id)) {
    return { origin, change: { kind, id } };
  }
  return undefined;
}

/**
 * Caller changes across replicas sharing one PostgreSQL database: a change is handed to this
 * process's listeners at once, then announced with NOTIFY; each replica LISTENs on a dedicated
 * connection (as LISTEN needs one) and ignores its own announcements. A lost connection is reported
 * and not retried: until a restart, this replica's cached callers then only age out.
 */
export class PostgresCallerChangeBus implements CallerChangeBus {
  private readonly local = new InProcessCallerChangeBus();
  private readonly origin = randomUUID();

  private constructor(
    private readonly db: Queryable,
    private readonly client: pg.Client,
    private readonly onError: (error: Error) => void,
  ) {}

  static async open(db: Queryable, connectionString: string, onError: (error: Error) => void): Promise<PostgresCallerChangeBus> {
    const client = new pg.Client({ connectionString });
    client.on('error', onError);
    await client.connect();
    const bus = new PostgresCallerChangeBus(db, client, onError);
    client.on('notification', (message) => {
      if (message.channel !== CALLER_CHANGES_CHANNEL) return;
      const notice = parseNotice(message.payload);
      if (notice && notice.origin !== bus.origin) bus.local.deliver(notice.change);
    });
    try {
      await client.query(`LISTEN ${CALLER_CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return bus;
  }

  async publish(change: CallerChange): Promise<void> {
    this.local.deliver(change);
    try {
      await this.db.query('SELECT pg_notify($1, $2)', [CALLER_CHANGES_CHANNEL, JSON.stringify({ origin: this.origin, ...change })]);
    } catch (error) {
      // The change itself is done; the other replicas' entries still expire on their own.
      this.onError(error instanceof Error ? error : new Error(String(error)));
    }
  }

  subscribe(listener: CallerChangeListener): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.client.end().catch(() => undefined);
  }
}
