import { parseArgs } from 'node:util';
import { ConfigError } from '../config.ts';
import { openPostgresDb } from '../db/postgres.db.ts';
import { createDataApiApp } from '../http/create-data-api-app.ts';
import { createRestEngine } from '../rest/rest-engine.ts';
import { onShutdownSignal } from '../server/on-shutdown-signal.ts';

export const SERVE_DATA_API_USAGE = `Usage: vigil serve-data-api --database-url postgres://... [--schemas public,other] [--port 3000] [--host 127.0.0.1]

Serves only the PostgREST-dialect data API over an existing PostgreSQL database, without
migrating or changing it and without authentication. The first schema is the default;
Accept-Profile / Content-Profile headers pick another. Options fall back to DATABASE_URL,
DB_SCHEMAS, PORT and HOST. Listens on the loopback address unless --host says otherwise.`;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

export async function serveDataApiCommand(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string' },
      schemas: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(SERVE_DATA_API_USAGE);
    return;
  }
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('--database-url', 'must be a postgres:// URL of the database to serve');
  }
  const schemas = (values.schemas ?? process.env.DB_SCHEMAS ?? 'public').split(',').map((s) => s.trim()).filter(Boolean);
  const badSchema = schemas.find((s) => !IDENTIFIER.test(s));
  if (schemas.length === 0 || badSchema !== undefined) {
    throw new ConfigError('--schemas', `must be a comma-separated list of schema names (got "${badSchema ?? ''}")`);
  }
  const rawPort = values.port ?? process.env.PORT ?? '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new ConfigError('--port', `must be a port number from 1 to 65535 (got "${rawPort}")`);
  }
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';

  const db = await openPostgresDb({ connectionString: databaseUrl });
  const engine = await createRestEngine(db, { schemas });
  const app = await createDataApiApp(engine, process.env.LOG_LEVEL ?? 'info');
  await app.listen({ port, host });
  console.log(`Data API for schemas ${schemas.join(', ')} at http://${host}:${port}/`);
  onShutdownSignal(async () => {
    await app.close();
    await db.close();
  });
}
