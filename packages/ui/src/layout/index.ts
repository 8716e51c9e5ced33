export { Inline } from './Inline';
export { Stack } from './Stack';
export type { InlineProps } from './Inline';
export type { SpaceStep, StackProps } from './Stack';
