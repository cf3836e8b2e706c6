import type { FeatureModule } from '../modules/feature-module.ts';
import { agentRoutes } from './agent.routes.ts';
import { AgentService } from './agent.service.ts';

/** Agents: registered with a token of their own, they push what they scrape. */
export const agentsModule: FeatureModule = {
  name: 'agents',
  routes: async (app, { db, tokens }) => {
    await app.register(agentRoutes, { agents: new AgentService(db, tokens) });
  },
};
