export { InboxList } from './InboxList';
export type { InboxFilter, InboxListProps } from './InboxList';
