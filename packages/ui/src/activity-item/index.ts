export { ActivityItem } from './ActivityItem';
export { describeActivity } from './describeActivity';
export type { ActivityItemProps } from './ActivityItem';
export type { ActivityKind, ActivityPayload, ActivitySentence } from './describeActivity';
