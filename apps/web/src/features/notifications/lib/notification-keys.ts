import type { NotificationFilter } from '@teamboard/sdk';

/** Query keys of the signed-in user's inbox. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  settings: ['notifications', 'settings'] as const,
  watching: (cardId: string) => ['notifications', 'watching', cardId] as const,
};
