import type { FastifyPluginAsync } from 'fastify';
import { bodyOrEmpty, withRouteSchemas } from '#src/http/route-schema.ts';
import { callerOf } from '#src/rbac/request-caller.ts';
import { requireAccess } from '#src/rbac/require-access.ts';
import { notFound, ServiceError } from '#src/rbac/service-error.ts';
import type { NotificationDispatcher } from './notification-dispatcher.ts';
import { notificationIdParams, silenceBody, testBody } from './notification-input.ts';
import type { SilenceService } from './silence.service.ts';

export interface NotificationRoutesOptions {
  silences: SilenceService;
  dispatcher: NotificationDispatcher;
}

/** `POST /api/notification/silence` and `POST /api/notification/:id/test` (decisions 0069, 0070). */
export const notificationRoutes: FastifyPluginAsync<NotificationRoutesOptions> = async (plugin, { silences, dispatcher }) => {
  const app = withRouteSchemas(plugin);
  app.post(
    '/api/notification/silence',
    {
      schema: { summary: 'Silence notifications of a resource (its children too when recursive) or of a filter, from a time until a time', body: silenceBody },
      preValidation: requireAccess('notifications', 'write'),
    },
    async (request) => ({ message: 'Silenced notification', payload: await silences.silence(request.body, callerOf(request).personId) }),
  );
  app.post(
    '/api/notification/:id/test',
    {
      schema: { summary: 'Send a sample of one of the notification\'s events to its recipients now', params: notificationIdParams, body: bodyOrEmpty(testBody) },
      preValidation: requireAccess('notifications', 'write'),
    },
    async (request) => {
      const outcome = await dispatcher.sendTest(request.params.id, request.body.event, AbortSignal.timeout(60_000));
      if (!outcome) throw notFound(`Notification ${request.params.id} not found`);
      if (outcome.status !== 'sent') throw new ServiceError(502, `The test notification was not sent: ${outcome.error ?? outcome.status}`);
      return { message: 'Test notification sent', payload: { event: outcome.sourceEvent, status: outcome.status, duration_millis: outcome.durationMillis } };
    },
  );
};
