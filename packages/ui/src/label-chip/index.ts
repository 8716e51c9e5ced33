export { LabelChip } from './LabelChip';
export { colorFor, labelColors } from './labelColors';
export type { LabelChipProps } from './LabelChip';
export type { LabelColor } from './labelColors';
