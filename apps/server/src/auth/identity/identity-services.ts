import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/db.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import type { CallerChangeBus } from '../caller-changes/caller-change-bus.ts';
import { CsrfService } from './csrf.service.ts';
import { FlowService } from './flow.service.ts';
import { IdentityMailService } from './identity-mail.service.ts';
import { IdentityPresenter } from './identity.presenter.ts';
import { LoginThrottle } from './login-throttle.service.ts';
import { OneTimeCodeService } from './one-time-code.service.ts';
import { RequestLimiter } from './request-limiter.service.ts';
import { secretHasher, type SecretHasher } from './secret-hasher.ts';
import { SessionService } from './session.service.ts';

export type RegistrationMode = 'invite' | 'open';

/** The services the flows share, built once per module. */
export interface IdentityServices {
  db: Db;
  logger: FastifyBaseLogger;
  publicUrl: string | undefined;
  /** The product's address in the links of emails (see emailLinkBase). */
  emailLinkBase: string;
  registration: RegistrationMode;
  hasher: SecretHasher;
  sessions: SessionService;
  csrf: CsrfService;
  flows: FlowService;
  codes: OneTimeCodeService;
  mail: IdentityMailService;
  throttle: LoginThrottle;
  limiter: RequestLimiter;
  presenter: IdentityPresenter;
}

export function createIdentityServices(options: {
  db: Db;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string | undefined;
  emailLinkBase: string;
  registration: RegistrationMode;
  /** Told when sessions end or a person's credentials change, so cached callers are dropped. */
  callerChanges?: CallerChangeBus | undefined;
}): IdentityServices {
  const { db } = options;
  const hasher = secretHasher;
  const csrf = new CsrfService();
  return {
    db,
    logger: options.logger,
    publicUrl: options.publicUrl,
    emailLinkBase: options.emailLinkBase,
    registration: options.registration,
    hasher,
    sessions: new SessionService(db, options.callerChanges),
    csrf,
    flows: new FlowService(db, csrf),
    codes: new OneTimeCodeService(db, hasher),
    mail: new IdentityMailService(options.mailer),
    throttle: new LoginThrottle(db),
    limiter: new RequestLimiter(db),
    presenter: new IdentityPresenter(db),
  };
}
