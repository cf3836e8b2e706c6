import { z } from 'zod';

/** POST /api/event-queue/retry: the name of the events to retry, as event_queue_summary lists it. */
export const retryEventsBody = z.strictObject({
  name: z
    .string({ error: 'name is required: the event name whose failed events to retry' })
    .trim()
    .min(1, { error: 'name is required: the event name whose failed events to retry' }),
});

export type RetryEventsBody = z.infer<typeof retryEventsBody>;
