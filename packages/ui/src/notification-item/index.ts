export { NotificationItem } from './NotificationItem';
export type { NotificationItemProps } from './NotificationItem';
export { describeNotification } from './describeNotification';
export type {
  NotificationContent,
  NotificationKind,
  NotificationSentence,
  SnoozeChoice,
} from './describeNotification';
