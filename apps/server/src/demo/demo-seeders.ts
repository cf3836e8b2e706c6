import { canariesDemoSeeder } from './canaries.demo-seeder.ts';
import type { DemoSeeder } from './demo-seeder.ts';
import { peopleDemoSeeder } from './people.demo-seeder.ts';
import { workspaceDemoSeeder } from './workspace.demo-seeder.ts';

/** Every part of the demo workspace, in the order they are seeded. */
export const demoSeeders: readonly DemoSeeder[] = [workspaceDemoSeeder, peopleDemoSeeder(), canariesDemoSeeder()];
