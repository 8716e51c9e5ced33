import type { TeamboardClient } from '../client';

export const checklistItemProbe = (client: TeamboardClient, itemId: string) => () =>
  client.supabase.from('checklist_items').select('id').eq('id', itemId).maybeSingle();

export const checklistProbe = (client: TeamboardClient, checklistId: string) => () =>
  client.supabase.from('checklists').select('id').eq('id', checklistId).maybeSingle();

export const CHECKLIST_MESSAGES = {
  notFound: 'Checklist item not found.',
  forbidden: 'Viewers cannot change checklists.',
} as const;

export const CHECKLIST_LIST_MESSAGES = {
  notFound: 'Checklist not found.',
  forbidden: 'Viewers cannot change checklists.',
} as const;
