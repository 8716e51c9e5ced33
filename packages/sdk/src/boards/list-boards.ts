import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Board } from './types';

export interface ListBoardsOptions extends CallOptions {
  /** `false` (default): the active boards. `true`: the archived ones (their own tab). */
  readonly archived?: boolean | undefined;
}

/**
 * Boards of a workspace in board order. A workspace the caller is not in has none.
 *
 * @category Boards
 * @example
 * const boards = await listBoards(client, workspaceId, { signal: controller.signal });
 */
export async function listBoards(
  client: TeamboardClient,
  workspaceId: string,
  options: ListBoardsOptions = {},
): Promise<Board[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    const query = client.supabase.from('boards').select('*').eq('workspace_id', id);
    const filtered =
      options.archived === true ? query.not('archived_at', 'is', null) : query.is('archived_at', null);
    return run(
      filtered
        .order('position', { ascending: true })
        .order('created_at', { ascending: true })
        .order('id', { ascending: true }),
    );
  });
}
