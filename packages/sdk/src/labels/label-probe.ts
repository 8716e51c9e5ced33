import type { TeamboardClient } from '../client';

export const labelProbe = (client: TeamboardClient, labelId: string) => () =>
  client.supabase.from('labels').select('id').eq('id', labelId).maybeSingle();
