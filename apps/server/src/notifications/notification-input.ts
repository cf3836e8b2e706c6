import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '@vigil/domain';

const optionalId = z.guid().nullish();
const optionalText = z.string().nullish();

/** `POST /api/notification/silence` (the contract's silence request, plus a CEL filter). */
export const silenceBody = z.object({
  component_id: optionalId,
  config_id: optionalId,
  check_id: optionalId,
  canary_id: optionalId,
  recursive: z.boolean().nullish(),
  from: optionalText,
  until: z.string({ error: 'until is required' }),
  description: optionalText,
  filter: optionalText,
});
export type SilenceBody = z.infer<typeof silenceBody>;

export const notificationIdParams = z.object({ id: z.guid() });

/** `POST /api/notification/:id/test`: which of the events to send a sample of (the notification's first when left out). */
export const testBody = z.object({
  event: z.enum(NOTIFICATION_EVENTS, { error: `event must be one of ${NOTIFICATION_EVENTS.join(', ')}` }).optional(),
});
