import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/db.ts';
import type { CallerChangeBus } from './caller-change-bus.ts';
import { InProcessCallerChangeBus } from './in-process-caller-change.bus.ts';
import { PostgresCallerChangeBus } from './postgres-caller-change.bus.ts';

/**
 * The bus for this process: across replicas over PostgreSQL LISTEN/NOTIFY when the server runs on
 * PostgreSQL with a connection string, else within the process (the embedded database has one).
 */
export async function openCallerChangeBus(db: Db, databaseUrl: string | undefined, logger: FastifyBaseLogger): Promise<CallerChangeBus> {
  if (db.kind !== 'postgres' || !databaseUrl) return new InProcessCallerChangeBus();
  try {
    return await PostgresCallerChangeBus.open(db, databaseUrl, (error) =>
      logger.warn({ err: error }, 'caller changes of other replicas may reach this one only when its cached callers expire'),
    );
  } catch (error) {
    logger.warn({ err: error }, 'could not listen for caller changes of other replicas; their changes reach this one when its cached callers expire');
    return new InProcessCallerChangeBus();
  }
}
