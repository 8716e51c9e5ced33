export { TimelineBar } from './TimelineBar';
export type { TimelineBarEdit, TimelineBarProps } from './TimelineBar';
