import type { FeatureModule } from '../modules/feature-module.ts';
import { LogSearchService } from './search/log-search.service.ts';
import { logSearchRoutes } from './search/log-search.routes.ts';
import { ServerLogRing } from './search/server-log-ring.ts';
import { LOGGING_BACKEND_SPEC_KIND } from './spec/logging-backend-spec-kind.ts';
import { LOGGING_BACKEND_SPEC_RULES } from './spec/logging-backend-write-validation.ts';

/** Log backends (`logging_backends`) and the log search of components (`POST /api/logs`). */
export const logsModule: FeatureModule = {
  name: 'logs',
  routes: async (app, { db }) => {
    const serverLog = new ServerLogRing();
    serverLog.follow(app.log);
    await app.register(logSearchRoutes, { logs: new LogSearchService(db, serverLog) });
  },
  specKinds: [LOGGING_BACKEND_SPEC_KIND],
  specRules: () => [LOGGING_BACKEND_SPEC_RULES],
};
