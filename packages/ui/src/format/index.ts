export {
  atTimeOfDay,
  dateFormat,
  dueSoonMs,
  dueStateOf,
  formatBytes,
  formatDueDate,
  formatRelativeTime,
  formatShortDate,
  toTimeInputValue,
} from './format';
export type { DueState } from './format';
