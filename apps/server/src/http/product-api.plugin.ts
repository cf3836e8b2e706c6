import type { FastifyPluginAsync } from 'fastify';
import type { IdentityDirectory, SecondFactorCheck, SessionLookup } from '../auth/auth-contracts.ts';
import type { CallerChangeBus } from '../auth/caller-changes/caller-change-bus.ts';
import { InProcessCallerChangeBus } from '../auth/caller-changes/in-process-caller-change.bus.ts';
import { AccessTokenService } from '../auth/tokens/access-token.service.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { ScriptRunner } from '../exec/script-runner.ts';
import type { FeatureModule, ModuleContext } from '../modules/feature-module.ts';
import { FEATURE_MODULES } from '../modules.ts';
import { accessPlugin } from '../rbac/access.plugin.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import { specSchemaRoutes } from '../spec/spec-schemas.routes.ts';

export interface ProductApiOptions {
  db: Db;
  config: AppConfig;
  dataApi: DataApi;
  sessions: SessionLookup & SecondFactorCheck;
  directory: IdentityDirectory;
  /** Where logout, revocation and role changes are announced; one of this process alone by default. */
  callerChanges?: CallerChangeBus | undefined;
  /** The features served; every module of the server by default. */
  modules?: readonly FeatureModule[] | undefined;
}

/**
 * Everything under /api except the identity flows, built from the feature modules: their routes
 * behind the access layer, and the data API checking their specs and carrying their write settings.
 */
export const productApiPlugin: FastifyPluginAsync<ProductApiOptions> = async (app, { db, config, dataApi, sessions, directory, ...options }) => {
  const modules = options.modules ?? FEATURE_MODULES;
  const callerChanges = options.callerChanges ?? new InProcessCallerChangeBus();
  const tokens = new AccessTokenService(db, { maxExpiryMs: config.accessTokenMaxExpiryMs, callerChanges });
  const context: ModuleContext = { db, config, tokens, callerChanges, directory, scripts: ScriptRunner.forConfig(config) };
  await app.register(accessPlugin, {
    db,
    config,
    dataApi,
    sessions,
    tokens,
    callerChanges,
    routes: async (api) => {
      for (const module of modules) {
        if (module.routes) await api.register(module.routes, context);
      }
      await api.register(specSchemaRoutes, { kinds: modules.flatMap((module) => module.specKinds ?? []) });
    },
    dataApiWrites: {
      specRules: modules.flatMap((module) => module.specRules?.(config) ?? []),
      settings: Object.assign({}, ...modules.map((module) => module.dataApiWriteSettings?.(config))) as Record<string, string>,
      transforms: modules.flatMap((module) => module.dataApiWriteTransforms?.(config) ?? []),
    },
  });
};
