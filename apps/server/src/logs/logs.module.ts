import type { LogSearchAnswer, LogSearchRequest } from '@vigil/domain';
import type { FeatureModule, RunContext } from '../modules/feature-module.ts';
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

/**
 * This server's log search for the background work of other features (a playbook's `logs` action),
 * handed over by the composition root: the `server` backend reads the lines logged from now on.
 */
export function logSearchFor(context: RunContext): (request: LogSearchRequest) => Promise<LogSearchAnswer> {
  const serverLog = new ServerLogRing();
  serverLog.follow(context.logger);
  const logs = new LogSearchService(context.db, serverLog);
  return (request) => logs.search(request);
}
