import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { insertOrExplain } from '../errors/write-outcome';
import { run } from '../run';
import { createBoardInput, type CreateBoardInput } from '../schemas/boards';
import { validate } from '../validate';
import type { Board } from './types';

/**
 * Creates a board after the workspace's last one (the database assigns the
 * position). Owners and admins. `timeZone` is the zone its schedules count
 * in (pass the creator's, `Intl.DateTimeFormat().resolvedOptions().timeZone`);
 * left out, UTC.
 *
 * @throws `validation`; `not-found` (a workspace the caller is not in);
 *   `forbidden` (members, viewers); `limit-reached` (reason `boardsPerWorkspace`); `validation` (reason
 *   `time_zone` for a zone the database does not know).
 *
 * @category Boards
 * @example
 * const board = await createBoard(client, { workspaceId, name: 'Roadmap' });
 */
export async function createBoard(
  client: TeamboardClient,
  input: CreateBoardInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, name, description, timeZone } = validate(createBoardInput, input);
    return insertOrExplain(
      () =>
        run(
          client.supabase
            .from('boards')
            .insert({
              workspace_id: workspaceId,
              name,
              description,
              ...(timeZone ? { time_zone: timeZone } : {}),
            })
            .select()
            .single(),
        ),
      () => client.supabase.from('workspaces').select('id').eq('id', workspaceId).maybeSingle(),
      'Workspace not found.',
    );
  });
}
