import type { AppConfig } from '../config.ts';
import { canariesDemoSeeder } from './canaries.demo-seeder.ts';
import type { DemoSeeder } from './demo-seeder.ts';
import { peopleDemoSeeder } from './people.demo-seeder.ts';
import { scrapersDemoSeeder } from './scrapers.demo-seeder.ts';
import { workspaceDemoSeeder } from './workspace.demo-seeder.ts';

/** Every part of the demo workspace, in the order they are seeded, for the server configured by `config`. */
export function demoSeeders(config: Pick<AppConfig, 'host' | 'port' | 'dataDir'>): readonly DemoSeeder[] {
  return [
    workspaceDemoSeeder,
    peopleDemoSeeder(),
    canariesDemoSeeder(() => ({ host: config.host, port: config.port })),
    scrapersDemoSeeder(() => config.dataDir),
  ];
}
