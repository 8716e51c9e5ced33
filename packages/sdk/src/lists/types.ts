import type { Tables } from '../database.types';

export type List = Tables<'lists'>;
