import type { Tables } from '../database.types';

export type ChecklistItem = Tables<'checklist_items'>;
