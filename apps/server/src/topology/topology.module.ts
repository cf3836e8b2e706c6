import type { FeatureModule } from '../modules/feature-module.ts';
import { topologyReadRoutes } from './read/topology-read.routes.ts';
import { startTopologyRollup } from './rollup/start-topology-rollup.ts';

/** Topologies: specs that build components, the components' roll-ups and the topology read API. */
export const topologyModule: FeatureModule = {
  name: 'topology',
  routes: async (app, context) => {
    await app.register(topologyReadRoutes, context);
  },
  workers: [(context) => startTopologyRollup(context)],
};
