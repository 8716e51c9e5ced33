export { LABEL_COLORS, LIMITS, RESERVED_SLUGS } from './constants';
export type { LabelColor } from './constants';
