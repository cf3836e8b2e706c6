import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { IdentityDirectory, SessionLookup } from '../auth-contracts.ts';

export interface IdentityModule {
  /** The Kratos-compatible flows; registered under /api/.ory. */
  plugin: FastifyPluginAsync;
  sessions: SessionLookup;
  directory: IdentityDirectory;
}

export interface IdentityModuleOptions {
  db: Db;
  config: AppConfig;
  logger: FastifyBaseLogger;
}

/** Placeholder until the identity flows land. */
export function createIdentityModule(_options: IdentityModuleOptions): IdentityModule {
  return {
    plugin: async () => undefined,
    sessions: { findActive: async () => null },
    directory: {
      sendInvitation: async () => undefined,
      revokeSessions: async () => undefined,
    },
  };
}
