import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { DataApi } from '../rest/rest-engine.types.ts';
import type { IdentityDirectory, SessionLookup } from '../auth/auth-contracts.ts';

export interface AccessPluginOptions {
  db: Db;
  config: AppConfig;
  dataApi: DataApi;
  sessions: SessionLookup;
  directory: IdentityDirectory;
}

/** Placeholder until the access layer lands: authentication, RBAC and the native /api routes. */
export const accessPlugin: FastifyPluginAsync<AccessPluginOptions> = async () => undefined;
