import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Db } from '#src/db/db.ts';
import { Mailer } from '#src/mail/mailer.ts';
import type { CallerChangeBus } from '../caller-changes/caller-change-bus.ts';
import type { IdentityDirectory, SecondFactorCheck, SessionLookup } from '../auth-contracts.ts';
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
  sessions: SessionLookup & SecondFactorCheck;
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
  /** Told when sessions end or credentials change; the access layer's caller cache listens. */
  callerChanges?: CallerChangeBus;
}

/**
 * Where links in emails point: the public URL, else the address the server listens on. Never the
 * request's Host or X-Forwarded-Host, which whoever asks for the email chooses.
 */
export function emailLinkBase(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** Self-hosted identity: sign-in, registration, recovery, verification, settings and logout, Kratos-style. */
export function createIdentityModule(options: IdentityModuleOptions): IdentityModule {
  const { db, config, logger } = options;
  const mailer = options.mailer ?? new Mailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, logger });
  if (config.smtpUrl && !config.publicUrl) {
    logger.warn(`SMTP_URL is set but PUBLIC_URL is not: links in emails point to ${emailLinkBase(config)}; set PUBLIC_URL to the address people reach the product at`);
  }
  const s = createIdentityServices({
    db,
    logger,
    mailer,
    publicUrl: config.publicUrl,
    emailLinkBase: emailLinkBase(config),
    registration: options.registration ?? config.registration ?? 'invite',
    callerChanges: options.callerChanges,
  });
  const invitations = new InvitationService(db, s.hasher, s.mail, s.emailLinkBase);
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
    sessions: {
      findActive: (token) => s.sessions.findActive(token),
      secondFactorDue: async (token) => {
        const session = await s.sessions.resolve(token);
        return session !== null && !(await s.sessions.meetsRequiredAal(session));
      },
    },
    directory: {
      sendInvitation: (personId) => invitations.send(personId),
      revokeSessions: (personId) => s.sessions.revokeAll(personId),
    },
  };
}
