#!/usr/bin/env node
import { ConfigError } from './config.ts';
import { migrateCommand } from './commands/migrate.command.ts';
import { seedDemoCommand } from './commands/seed-demo.command.ts';
import { serveDataApiCommand } from './commands/serve-data-api.command.ts';
import { startCommand } from './commands/start.command.ts';

const USAGE = `Usage: vigil <command>

Commands:
  start            start the product (HTTP API, web app, background work)
  migrate          apply pending database migrations and exit
  seed-demo        create the demo workspace in a new database and exit
  serve-data-api   serve only the data API over an existing PostgreSQL database (--help for options)

Configuration (environment): PORT (8080), HOST (127.0.0.1), DATA_DIR (./data), DATABASE_URL
(unset: embedded database in DATA_DIR), DEMO (on|off), LOG_LEVEL (info).`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return startCommand();
    case 'migrate':
      return migrateCommand();
    case 'seed-demo':
      return seedDemoCommand();
    case 'serve-data-api':
      return serveDataApiCommand(rest);
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      console.error(`Unknown command "${command}"\n\n${USAGE}`);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Configuration mistakes are the operator's to fix: one line, no stack.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? `Failed to start: ${error.message}` : error);
  process.exit(1);
});
