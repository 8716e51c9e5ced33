/** The label palette of PRODUCT.md §9, in display order. */
export const labelColors = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;

export type LabelColor = (typeof labelColors)[number];

/** A stable palette colour for any string (e.g. a user id), so a person keeps their colour everywhere. */
export function colorFor(key: string): LabelColor {
  let hash = 0;
  for (let index = 0; index < key.length; index += 1) hash = (hash * 31 + key.charCodeAt(index)) | 0;
  return labelColors[Math.abs(hash) % labelColors.length] ?? 'gray';
}
