import type { LabelColor } from '../constants';
import type { Tables } from '../database.types';

/** A board's label; `color` narrowed to the palette the database CHECK allows. */
export type Label = Omit<Tables<'labels'>, 'color'> & { readonly color: LabelColor };
