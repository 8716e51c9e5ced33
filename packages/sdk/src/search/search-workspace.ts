import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { SEARCH_LIMITS } from './limits';
import { searchWorkspaceInput, type SearchWorkspaceInput } from './schemas';
import type { SearchResult } from './types';

/**
 * {@link CallOptions}: pass the signal of the search a newer keystroke
 * replaces, so an older answer never lands after a newer one. An aborted
 * search rejects with `timeout`, reason `aborted`.
 */
export type SearchOptions = CallOptions;

/**
 * Cards of a workspace's boards matching `query` in their title,
 * description, checklist items or comments (RPC `search_workspace`), best
 * first: title hits above description, checklist and comment hits. Every
 * word must match; the last one also as the start of a word. A blank query,
 * or a workspace the caller is not in, finds nothing.
 *
 * @throws `validation` (not an id, over 200 characters, rows out of 1–50),
 *   before any request.
 *
 * @category Search
 * @example
 * const results = await searchWorkspace(client, { workspaceId, query: 'launch plan' });
 */
export async function searchWorkspace(
  client: TeamboardClient,
  input: SearchWorkspaceInput,
  options: SearchOptions = {},
): Promise<SearchResult[]> {
  return withCall(client, options, async ({ client }) => {
    const { workspaceId, query, maxRows } = validate(searchWorkspaceInput, input);
    if (query === '') return [];
    return run(
      client.supabase.rpc('search_workspace', {
        workspace_id: workspaceId,
        query,
        max_rows: maxRows ?? SEARCH_LIMITS.rowsDefault,
      }),
    );
  });
}
