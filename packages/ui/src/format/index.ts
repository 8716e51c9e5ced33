export { dueSoonMs, dueStateOf, formatBytes, formatRelativeTime, formatShortDate } from './format';
export type { DueState } from './format';
