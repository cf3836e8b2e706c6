import type { FeatureModule } from '#src/modules/feature-module.ts';
import { createNotificationDispatcher } from './notification-dispatch.factory.ts';
import { notificationSpecRules } from './notification-row-rules.ts';
import { startDemoMailActivity } from './demo/demo-mail.activity.ts';
import { notificationsDemoSeeder } from './demo/notifications.demo-seeder.ts';
import { notificationRoutes } from './notification.routes.ts';
import { SilenceService } from './silence.service.ts';

/**
 * Notifications: queue events matched to notifications by event and CEL filter, gated by silences
 * and the repeat interval, sent to a person, a team or connections through the kernel's channels,
 * every outcome in notification_send_history (decision 0069); silences (decision 0070); a test send.
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  routes: async (app, { db, config }) => {
    await app.register(notificationRoutes, {
      silences: new SilenceService(db),
      dispatcher: createNotificationDispatcher({ db, config, logger: app.log }),
    });
  },
  specRules: () => [notificationSpecRules],
  eventHandlers: ({ db, config, logger }) => createNotificationDispatcher({ db, config, logger }).handlers(),
  demo: { seeders: () => [notificationsDemoSeeder], activity: ({ db, logger }) => startDemoMailActivity(db, logger) },
};
