import type { TeamboardClient } from '../client';
import { positionAfter } from '../rows/position';
import { insertOrExplain } from '../rows/write-outcome';
import { run } from '../run';
import { createBoardInput, type CreateBoardInput } from '../schemas/boards';
import { validate } from '../validate';
import type { Board } from './types';

/**
 * Creates a board after the workspace's last one. Owners and admins.
 *
 * @throws `validation`; `not-found` (a workspace the caller is not in);
 *   `forbidden` (members, viewers); `limit-reached` (reason `boardsPerWorkspace`).
 */
export async function createBoard(client: TeamboardClient, input: CreateBoardInput): Promise<Board> {
  const { workspaceId, name, description } = validate(createBoardInput, input);
  const last = await run(
    client.supabase
      .from('boards')
      .select('position')
      .eq('workspace_id', workspaceId)
      .order('position', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  return insertOrExplain(
    () =>
      run(
        client.supabase
          .from('boards')
          .insert({ workspace_id: workspaceId, name, description, position: positionAfter(last?.position) })
          .select()
          .single(),
      ),
    () => client.supabase.from('workspaces').select('id').eq('id', workspaceId).maybeSingle(),
    'Workspace not found.',
  );
}
