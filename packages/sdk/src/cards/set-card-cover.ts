import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten } from '../errors/write-outcome';
import { run } from '../run';
import { setCardCoverInput, type CardCover } from '../schemas/cards';
import { validate } from '../validate';
import type { Card } from './types';

/**
 * Sets what the top of a card's tile shows: one of the card's own image
 * attachments (`{ attachmentId }`, a type of {@link COVER_IMAGE_MIME_TYPES}),
 * a palette colour (`{ color }`, one of {@link LABEL_COLORS}), or nothing
 * (`null`). One replaces the other. Deleting the attachment clears the cover.
 * Board editors and above may set it; everyone who sees the card sees it,
 * live (the card row changes).
 *
 * @throws `validation` (not an id, a colour outside the palette, reason
 *   `cover_attachment_id` for an attachment that is not an image); `not-found`
 *   (no such card, or the attachment is not one of this card's); `forbidden`
 *   (viewers and commenters).
 *
 * @category Cards
 * @example
 * await setCardCover(client, cardId, { attachmentId: photo.id });
 * await setCardCover(client, cardId, { color: 'teal' });
 * await setCardCover(client, cardId, null);
 */
export async function setCardCover(
  client: TeamboardClient,
  cardId: string,
  cover: CardCover,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const input = validate(setCardCoverInput, { cardId, cover });
    const next = input.cover;
    const rows = await run(
      client.supabase
        .from('cards')
        .update({
          cover_attachment_id: next !== null && 'attachmentId' in next ? next.attachmentId : null,
          cover_color: next !== null && 'color' in next ? next.color : null,
        })
        .eq('id', input.cardId)
        .select(),
    );
    return expectWritten(
      rows,
      () => client.supabase.from('cards').select('id').eq('id', input.cardId).maybeSingle(),
      {
        notFound: 'Card not found.',
        forbidden: 'Only board editors can change a card’s cover.',
      },
    );
  });
}
