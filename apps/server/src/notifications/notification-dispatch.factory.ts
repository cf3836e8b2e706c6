import { findChannel } from '#src/channels/channel-registry.ts';
import type { AppConfig } from '#src/config.ts';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import type { Db } from '#src/db/db.ts';
import { Mailer } from '#src/mail/mailer.ts';
import { NotificationDispatcher, type DispatchLogger } from './notification-dispatcher.ts';
import { NotificationSender, type ChannelLookup } from './notification-sender.ts';
import { NotificationRepository } from './notification.repository.ts';

export interface DispatchDependencies {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'smtpFrom'>;
  logger: DispatchLogger & { info(fields: object, message: string): void };
  /** The channels by connection type; the kernel's registry unless a test names others. */
  findChannel?: ChannelLookup;
}

/** The dispatcher as the server runs it: the kernel's channels and connections, the server's mail relay. */
export function createNotificationDispatcher({ db, config, logger, findChannel: lookup }: DispatchDependencies): NotificationDispatcher {
  const sender = new NotificationSender({
    notifications: new NotificationRepository(db),
    resolveConnection: createConnectionResolver(db),
    findChannel: lookup ?? findChannel,
    mailer: new Mailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, logger }),
  });
  return new NotificationDispatcher(db, sender, logger);
}
