import { connectionWriteTransform } from '#src/connections/connection-write.transform.ts';
import type { FeatureModule } from '#src/modules/feature-module.ts';
import { secureConnectionSecrets } from './connection-secrets.startup.ts';
import { connectionTestRoutes } from './connection-test.routes.ts';
import { ConnectionTestService } from './connection-test.service.ts';

/**
 * Connections as the settings screen manages them: writes through /api/db get the defaults of
 * their type and encrypted secrets (decision 0066), and POST /api/connection/test/:id tests one
 * (decision 0067).
 */
export const connectionSettingsModule: FeatureModule = {
  name: 'connection-settings',
  routes: async (app, { db }) => {
    await app.register(connectionTestRoutes, { tests: new ConnectionTestService(db) });
  },
  dataApiWriteTransforms: () => [connectionWriteTransform],
  startup: [secureConnectionSecrets],
};
