export { BulkActionBar } from './BulkActionBar';
export type { BulkActionBarProps } from './BulkActionBar';
