import type { LabelColor } from '../constants';
import type { Tables } from '../database.types';

/** A board's label; `color` narrowed to the palette the database CHECK allows. */
export interface Label extends Omit<Tables<'labels'>, 'color'> {
  readonly color: LabelColor;
}
