import type { FeatureModule } from '../modules/feature-module.ts';
import { eventQueueRetryRoutes } from './event-queue-retry.routes.ts';
import { EventQueueRetryService } from './event-queue-retry.service.ts';

/** Administering the event queue: retrying the events its consumer gave up on (decision 0074). */
export const eventQueueAdminModule: FeatureModule = {
  name: 'event-queue-admin',
  routes: async (app, { db }) => {
    await app.register(eventQueueRetryRoutes, { events: new EventQueueRetryService(db) });
  },
};
