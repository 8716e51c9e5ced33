import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { setBoardTemplateInput, type SetBoardTemplateInput } from '../schemas/sharing';
import { validate } from '../validate';
import type { Board } from './types';
import { writeBoard } from './update-board';

/**
 * Marks a board as a template, offered in "new board from template", or
 * unmarks it. Owners and admins, like the board's other settings.
 *
 * @throws `validation`; `not-found`; `forbidden` for members and viewers.
 *
 * @category Boards
 * @example
 * const board = await setBoardTemplate(client, { boardId, isTemplate: true });
 */
export async function setBoardTemplate(
  client: TeamboardClient,
  input: SetBoardTemplateInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, isTemplate } = validate(setBoardTemplateInput, input);
    return writeBoard(client, boardId, { is_template: isTemplate });
  });
}

/**
 * The templates of a workspace (boards marked so and not archived), by name.
 *
 * @category Boards
 * @example
 * const templates = await listTemplates(client, workspaceId);
 */
export async function listTemplates(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<Board[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    return run(
      client.supabase
        .from('boards')
        .select('*')
        .eq('workspace_id', id)
        .eq('is_template', true)
        .is('archived_at', null)
        .order('name', { ascending: true })
        .order('id', { ascending: true }),
    );
  });
}
