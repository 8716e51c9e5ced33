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
 */
export async function setBoardTemplate(client: TeamboardClient, input: SetBoardTemplateInput): Promise<Board> {
  const { boardId, isTemplate } = validate(setBoardTemplateInput, input);
  return writeBoard(client, boardId, { is_template: isTemplate });
}

/** The templates of a workspace (boards marked so and not archived), by name. */
export async function listTemplates(client: TeamboardClient, workspaceId: string): Promise<Board[]> {
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
}
