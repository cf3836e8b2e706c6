import { loadConfig } from '../config.ts';
import { onShutdownSignal } from '../server/on-shutdown-signal.ts';
import { startProductServer } from '../server/product-server.ts';

export async function startCommand(): Promise<void> {
  const config = loadConfig();
  const server = await startProductServer(config);
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  console.log(`Vigil is running at ${server.url} (${database})`);
  if (server.demo.status === 'seeded') console.log(`Demo workspace created: ${server.demo.seeders.join(', ')}`);
  onShutdownSignal(() => server.stop());
}
