import { hostname } from 'node:os';
import type { FeatureModule } from '../modules/feature-module.ts';
import { topologyDemoSeeder } from './demo/topology.demo-seeder.ts';
import { topologyReadRoutes } from './read/topology-read.routes.ts';
import { startTopologyRollup } from './rollup/start-topology-rollup.ts';
import { topologySnapshotRoutes } from './snapshot/topology-snapshot.routes.ts';
import { TOPOLOGY_SPEC_KIND, topologySpecRules } from './spec/topology-spec-kind.ts';
import { topologyTemplateRoutes } from './templates/topology-templates.routes.ts';
import { topologyRunRoutes } from './topology-run.routes.ts';
import { TopologyRunService } from './topology-run.service.ts';
import { startTopologyScheduler } from './topology-scheduler.ts';

/** Topologies: specs that build components, the components' roll-ups and the topology read API. */
export const topologyModule: FeatureModule = {
  name: 'topology',
  routes: async (app, context) => {
    await app.register(topologyReadRoutes, context);
    await app.register(topologyRunRoutes, { db: context.db, runs: new TopologyRunService(context.db, hostname()) });
    await app.register(topologyTemplateRoutes);
    await app.register(topologySnapshotRoutes, context);
  },
  specKinds: [TOPOLOGY_SPEC_KIND],
  specRules: () => [topologySpecRules],
  workers: [
    (context) => startTopologyRollup(context),
    ({ db, config, logger }) => startTopologyScheduler(db, logger, { listenUrl: config.databaseUrl }),
  ],
  demo: { seeders: () => [topologyDemoSeeder] },
};
