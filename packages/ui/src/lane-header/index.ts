export { LaneHeader } from './LaneHeader';
export type { LaneHeaderProps } from './LaneHeader';
