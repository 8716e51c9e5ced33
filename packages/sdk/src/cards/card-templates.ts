import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import {
  createCardFromTemplateInput,
  setCardTemplateInput,
  type CreateCardFromTemplateInput,
  type SetCardTemplateInput,
} from '../schemas/cards';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { SUMMARY_SELECT, toSummary, type SummaryRow } from './card-list-rows';
import type { Card, CardSummary } from './types';

/**
 * Marks a card as a template of its board (`template: true`), or makes a
 * template an ordinary card again (RPC `set_card_template`). A template stays
 * on its board and is edited like any card, but the board's columns, its
 * calendar, timeline and table, search and "my cards" leave it out; the
 * activity says `card.made_template` / `card.template_removed` (never
 * `card.created`, so no "card created" automation or webhook fires).
 *
 * @throws `validation`; `not-found` (a card the caller cannot see);
 *   `forbidden` (viewers and commenters); `limit-reached` (reason `cardTemplatesPerBoard`).
 *
 * @category Cards
 * @example
 * const template = await setCardTemplate(client, { cardId, template: true });
 */
export async function setCardTemplate(
  client: TeamboardClient,
  input: SetCardTemplateInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { cardId, template } = validate(setCardTemplateInput, input);
    return run(client.supabase.rpc('set_card_template', { card_id: cardId, template }).single());
  });
}

/**
 * The card templates of a board that are not archived, by title, each with
 * its assignee and label ids, counts and field values as {@link listCards}
 * gives them (the drawer edits a template like any card). A board the caller
 * cannot see has none.
 *
 * @throws `validation` (not an id).
 *
 * @category Cards
 * @example
 * const templates = await listCardTemplates(client, boardId);
 */
export async function listCardTemplates(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<CardSummary[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    // At most LIMITS.cardTemplatesPerBoard rows: one request.
    const rows = await run(
      client.supabase
        .from('cards')
        .select(SUMMARY_SELECT)
        .eq('board_id', id)
        .eq('is_template', true)
        .is('archived_at', null)
        .is('comments.deleted_at', null)
        .order('title', { ascending: true })
        .order('id', { ascending: true })
        .overrideTypes<SummaryRow[], { merge: false }>(),
    );
    return rows.map(toSummary);
  });
}

/**
 * A new card at the end of a list of the template's own board (RPC
 * `create_card_from_template`): the template's title (or `title`),
 * description, named checklists with their items (owners and dates kept,
 * none done), labels and custom field values. Attachments stay with the
 * template, as do its own dates and assignees. The new card is not a
 * template; its activity says `card.created` and then
 * `card.created_from_template`, naming the template.
 *
 * @throws `validation` (reason field `template_id`: the card is not a template;
 *   `list_id`: a list of another board, or archived); `not-found`; `forbidden`
 *   (viewers and commenters); `limit-reached` (reason `cardsPerBoard`).
 *
 * @category Cards
 * @example
 * const card = await createCardFromTemplate(client, { templateId, listId, title: 'Release 3.1' });
 */
export async function createCardFromTemplate(
  client: TeamboardClient,
  input: CreateCardFromTemplateInput,
  options: CallOptions = {},
): Promise<Card> {
  return withCall(client, options, async ({ client }) => {
    const { templateId, listId, title } = validate(createCardFromTemplateInput, input);
    return run(
      client.supabase
        .rpc('create_card_from_template', {
          template_id: templateId,
          list_id: listId,
          ...(title === undefined ? {} : { title }),
        })
        .single(),
    );
  });
}
