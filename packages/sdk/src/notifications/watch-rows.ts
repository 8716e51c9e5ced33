import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';

export async function setWatch(client: TeamboardClient, cardId: string, watching: boolean): Promise<boolean> {
  const id = validate(idSchema, cardId);
  return run(client.supabase.rpc('set_card_watch', { card_id: id, watching }));
}
