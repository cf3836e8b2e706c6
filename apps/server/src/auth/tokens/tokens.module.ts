import type { FeatureModule } from '#src/modules/feature-module.ts';
import { accessTokenRoutes } from './access-token.routes.ts';

/** Access tokens of the caller: create, list, revoke. The service itself is the kernel's (the access layer authenticates with it). */
export const tokensModule: FeatureModule = {
  name: 'tokens',
  routes: async (app, { tokens }) => {
    await app.register(accessTokenRoutes, { tokens });
  },
};
