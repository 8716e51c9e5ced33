import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { expectWritten, insertOrExplain } from '../rows/write-outcome';
import { run } from '../run';
import {
  createLabelInput,
  updateLabelInput,
  type CreateLabelInput,
  type UpdateLabelInput,
} from '../schemas/cards';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import { toLabel } from './to-label';
import type { Label } from './types';

/**
 * The labels of a board, by name. A board the caller cannot see has none.
 *
 * @category Labels
 * @example
 * const labels = await listLabels(client, boardId);
 */
export async function listLabels(
  client: TeamboardClient,
  boardId: string,
  options: CallOptions = {},
): Promise<Label[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, boardId);
    const rows = await run(
      client.supabase.from('labels').select('*').eq('board_id', id).order('name').order('id'),
    );
    return rows.map(toLabel);
  });
}

/**
 * @throws `validation`; `not-found` (a board the caller cannot see); `forbidden` (viewers);
 *   `limit-reached` (reason `labelsPerBoard`).
 *
 * @category Labels
 * @example
 * const label = await createLabel(client, { boardId, name: 'Roadmap', color: 'blue' });
 */
export async function createLabel(
  client: TeamboardClient,
  input: CreateLabelInput,
  options: CallOptions = {},
): Promise<Label> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, name, color } = validate(createLabelInput, input);
    const row = await insertOrExplain(
      () => run(client.supabase.from('labels').insert({ board_id: boardId, name, color }).select().single()),
      () => client.supabase.from('boards').select('id').eq('id', boardId).maybeSingle(),
      'Board not found.',
    );
    return toLabel(row);
  });
}

const labelProbe = (client: TeamboardClient, labelId: string) => () =>
  client.supabase.from('labels').select('id').eq('id', labelId).maybeSingle();

/**
 * Renames or recolours a label. @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Labels
 * @example
 * const label = await updateLabel(client, { labelId, color: 'red' });
 */
export async function updateLabel(
  client: TeamboardClient,
  input: UpdateLabelInput,
  options: CallOptions = {},
): Promise<Label> {
  return withCall(client, options, async ({ client }) => {
    const { labelId, name, color } = validate(updateLabelInput, input);
    const rows = await run(client.supabase.from('labels').update({ name, color }).eq('id', labelId).select());
    const row = await expectWritten(rows, labelProbe(client, labelId), {
      notFound: 'Label not found.',
      forbidden: 'Viewers cannot change labels.',
    });
    return toLabel(row);
  });
}

/**
 * Deletes a label and takes it off every card. @throws `validation`; `not-found`; `forbidden` (viewers).
 *
 * @category Labels
 * @example
 * await deleteLabel(client, labelId);
 */
export async function deleteLabel(
  client: TeamboardClient,
  labelId: string,
  options: CallOptions = {},
): Promise<void> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, labelId);
    const rows = await run(client.supabase.from('labels').delete().eq('id', id).select('id'));
    await expectWritten(rows, labelProbe(client, id), {
      notFound: 'Label not found.',
      forbidden: 'Viewers cannot delete labels.',
    });
  });
}
