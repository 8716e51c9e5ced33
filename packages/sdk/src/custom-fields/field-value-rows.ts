import type { TeamboardClient } from '../client';

export const cardProbe = (client: TeamboardClient, cardId: string) => () =>
  client.supabase.from('cards').select('id').eq('id', cardId).maybeSingle();
