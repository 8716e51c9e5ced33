import type { Tables } from '../database.types';

// An interface, not an alias: the reference then shows `Board` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Board extends Tables<'boards'> {}
