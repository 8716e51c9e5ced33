import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { exportBoardInput, type ExportFormat } from '../schemas/boards';
import { validate } from '../validate';
import type { BoardExport } from './types';

/**
 * A board as JSON (typed) or as CSV text, one row per card, through the
 * `export-board` edge function. It reads as the caller, so archived items
 * are included and nothing the caller cannot see is.
 *
 * @throws `validation`; `not-found` (a board the caller cannot see); `function-failed`.
 *
 * @category Boards
 * @example
 * const csv = await exportBoard(client, boardId, 'csv', { timeoutMs: 30_000 });
 */
export async function exportBoard(
  client: TeamboardClient,
  boardId: string,
  format: 'json',
  options?: CallOptions,
): Promise<BoardExport>;
export async function exportBoard(
  client: TeamboardClient,
  boardId: string,
  format: 'csv',
  options?: CallOptions,
): Promise<string>;
export async function exportBoard(
  client: TeamboardClient,
  boardId: string,
  format: ExportFormat,
  options?: CallOptions,
): Promise<BoardExport | string>;
export async function exportBoard(
  client: TeamboardClient,
  boardId: string,
  format: ExportFormat,
  options: CallOptions = {},
): Promise<BoardExport | string> {
  return withCall(client, options, async ({ client, signal }) => {
    const input = validate(exportBoardInput, { boardId, format });
    const data = await run(
      client.supabase.functions.invoke<BoardExport | string>('export-board', {
        body: { board_id: input.boardId, format: input.format },
        signal,
      }),
    );
    // functions-js decodes by content type: JSON for json, text for text/csv.
    if ((input.format === 'csv') !== (typeof data === 'string') || data === null) {
      throw new TeamboardError({
        code: 'function-failed',
        message: 'The export came back in an unexpected form.',
      });
    }
    return data;
  });
}
