import type { DemoConfig, FeatureModule } from '../modules/feature-module.ts';
import { FEATURE_MODULES } from '../modules.ts';
import type { DemoSeeder } from './demo-seeder.ts';
import { workspaceDemoSeeder } from './workspace.demo-seeder.ts';

/** Every part of the demo workspace, in the order they are seeded: the workspace, then each module's. */
export function demoSeeders(config: DemoConfig, modules: readonly FeatureModule[] = FEATURE_MODULES): readonly DemoSeeder[] {
  return [workspaceDemoSeeder, ...modules.flatMap((module) => module.demo?.seeders(config) ?? [])];
}
