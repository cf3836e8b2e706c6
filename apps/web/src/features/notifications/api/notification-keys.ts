import { createQueryKeys } from '#src/api/query-keys.ts';

export const notificationKeys = createQueryKeys('notifications');

/** People, teams and connections offered as recipients. */
export const recipientKeys = createQueryKeys('notification-recipients');
