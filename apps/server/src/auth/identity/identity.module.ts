import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { Mailer } from '../../mail/mailer.ts';
import type { IdentityDirectory, SessionLookup } from '../auth-contracts.ts';
import { createIdentityServices, type RegistrationMode } from './identity-services.ts';
import { identityPlugin } from './identity.plugin.ts';
import { InvitationService } from './invitation.service.ts';
import { LoginFlowHandler } from './login-flow.handler.ts';
import { RecoveryFlowHandler } from './recovery-flow.handler.ts';
import { RegistrationFlowHandler } from './registration-flow.handler.ts';
import { SettingsFlowHandler } from './settings-flow.handler.ts';
import { VerificationFlowHandler } from './verification-flow.handler.ts';

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
  /** Who may register; the caller resolves it (config.registration, else open for a demo workspace, else invite). */
  registration?: RegistrationMode;
  /** Sends the module's mail; by default one built from config.smtpUrl / config.smtpFrom. */
  mailer?: Mailer;
}

/** Self-hosted identity: sign-in, registration, recovery, verification, settings and logout, Kratos-style. */
export function createIdentityModule(options: IdentityModuleOptions): IdentityModule {
  const { db, config, logger } = options;
  const mailer = options.mailer ?? new Mailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, logger });
  const s = createIdentityServices({
    db,
    logger,
    mailer,
    publicUrl: config.publicUrl,
    registration: options.registration ?? config.registration ?? 'invite',
  });
  const invitations = new InvitationService(db, s.hasher, s.mail, config.publicUrl);
  const verification = new VerificationFlowHandler(s);
  const settings = new SettingsFlowHandler(s);
  const handlers = [
    new LoginFlowHandler(s),
    new RegistrationFlowHandler(s, invitations, verification),
    new RecoveryFlowHandler(s, settings),
    verification,
    settings,
  ];
  return {
    plugin: identityPlugin(s, handlers),
    sessions: { findActive: (token) => s.sessions.findActive(token) },
    directory: {
      sendInvitation: (personId, baseUrl) => invitations.send(personId, baseUrl),
      revokeSessions: (personId) => s.sessions.revokeAll(personId),
    },
  };
}
