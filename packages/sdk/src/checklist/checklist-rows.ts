import type { TeamboardClient } from '../client';

export const checklistItemProbe = (client: TeamboardClient, itemId: string) => () =>
  client.supabase.from('checklist_items').select('id').eq('id', itemId).maybeSingle();

export const CHECKLIST_MESSAGES = {
  notFound: 'Checklist item not found.',
  forbidden: 'Viewers cannot change checklists.',
} as const;
