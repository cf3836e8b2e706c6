// The stand-alone data API over an embedded data folder, run by bench/auth in a process of its own:
// the engine and app that `serve-data-api` runs, which takes PostgreSQL URLs only.
//   node --import tsx bench/auth/embedded-data-api.process.ts <data folder> <port>
import { openPgliteDb } from '../../apps/server/src/db/pglite.db.ts';
import { createDataApiApp } from '../../apps/server/src/http/create-data-api-app.ts';
import { createRestEngine } from '../../apps/server/src/rest/rest-engine.ts';
import { onShutdownSignal } from '../../apps/server/src/server/on-shutdown-signal.ts';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) throw new Error('usage: embedded-data-api.process.ts <data folder> <port>');
const db = await openPgliteDb(dataDir);
const engine = await createRestEngine(db, { schemas: ['public'] });
const app = await createDataApiApp(engine, 'warn');
await app.listen({ port: Number(port), host: '127.0.0.1' });
onShutdownSignal(async () => {
  await app.close();
  await db.close();
}, () => undefined);
