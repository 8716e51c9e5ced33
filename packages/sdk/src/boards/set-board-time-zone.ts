import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { setBoardTimeZoneInput, type SetBoardTimeZoneInput } from '../schemas/boards';
import { validate } from '../validate';
import type { Board } from './types';

/**
 * Sets the IANA time zone a board's schedules count in (RPC
 * `set_board_time_zone`): new repeat rules that name no zone, and weekly
 * automation triggers. Due dates are still shown in each person's own zone.
 * Board admins only; the database checks the name against its own zone list.
 *
 * @throws `validation` (reason `time_zone`: a name the runtime or the
 *   database does not know); `not-found` (a board the caller cannot see);
 *   `forbidden` (reason `not_board_admin`).
 *
 * @category Boards
 * @example
 * const board = await setBoardTimeZone(client, { boardId, timeZone: 'Europe/Berlin' });
 * board.time_zone; // 'Europe/Berlin'
 */
export async function setBoardTimeZone(
  client: TeamboardClient,
  input: SetBoardTimeZoneInput,
  options: CallOptions = {},
): Promise<Board> {
  return withCall(client, options, async ({ client }) => {
    const { boardId, timeZone } = validate(setBoardTimeZoneInput, input);
    return run(
      client.supabase.rpc('set_board_time_zone', { board_id: boardId, time_zone: timeZone }).single(),
    );
  });
}
