import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Attachment } from './types';

/**
 * A card's attachments, oldest first. An unreadable card has none.
 *
 * @category Files
 * @example
 * const attachments = await listAttachments(client, cardId);
 */
export async function listAttachments(
  client: TeamboardClient,
  cardId: string,
  options: CallOptions = {},
): Promise<Attachment[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, cardId);
    return run(
      client.supabase
        .from('attachments')
        .select('*')
        .eq('card_id', id)
        .order('created_at', { ascending: true })
        .order('id', { ascending: true }),
    );
  });
}
