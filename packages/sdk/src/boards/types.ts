import type { Tables } from '../database.types';

export type Board = Tables<'boards'>;
