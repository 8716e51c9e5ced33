import { LABEL_COLORS, type LabelColor } from '../constants';
import type { Tables } from '../database.types';
import type { Label } from './types';

const palette: ReadonlySet<string> = new Set(LABEL_COLORS);
export const isLabelColor = (color: string): color is LabelColor => palette.has(color);

/** The column is `text` with a CHECK; narrowing here keeps `any` string out of the public type. */
export function toLabel(row: Tables<'labels'>): Label {
  return { ...row, color: isLabelColor(row.color) ? row.color : 'gray' };
}
