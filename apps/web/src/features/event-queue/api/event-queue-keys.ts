import { createQueryKeys } from '#src/api/query-keys.ts';

export const eventQueueKeys = createQueryKeys('event-queue-summary');

/** "Live": the page reads the queue again every 5 s while it is visible. */
export const EVENT_QUEUE_REFRESH_MS = 5_000;
