import { LABEL_COLORS, type LabelColor } from '@teamboard/sdk/constants';

/**
 * The label palette of PRODUCT.md §9, in display order. Its one home is the SDK's constants (the
 * database's `labels.color` check holds the same list); the library reads only that module, never
 * the SDK's calls, so it stays backend-free.
 */
export const labelColors = LABEL_COLORS;
export type { LabelColor };

/** A stable palette colour for any string (e.g. a user id), so a person keeps their colour everywhere. */
export function colorFor(key: string): LabelColor {
  let hash = 0;
  for (let index = 0; index < key.length; index += 1) hash = (hash * 31 + key.charCodeAt(index)) | 0;
  return labelColors[Math.abs(hash) % labelColors.length] ?? 'gray';
}
