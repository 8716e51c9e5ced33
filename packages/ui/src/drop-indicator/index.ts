export { DropIndicator } from './DropIndicator';
export type { DropIndicatorProps } from './DropIndicator';
