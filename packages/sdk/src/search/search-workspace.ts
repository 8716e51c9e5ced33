import type { TeamboardClient } from '../client';
import { run } from '../run';
import { validate } from '../validate';
import { SEARCH_LIMITS } from './limits';
import { searchWorkspaceInput, type SearchWorkspaceInput } from './schemas';
import type { SearchResult } from './types';

export interface SearchOptions {
  /**
   * Cancels the request: pass the signal of the search a newer keystroke
   * replaces, so an older answer never lands after a newer one. An aborted
   * search rejects with the signal's reason, as `fetch` does.
   */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Cards of a workspace's boards matching `query` in their title,
 * description, checklist items or comments (RPC `search_workspace`), best
 * first: title hits above description, checklist and comment hits. Every
 * word must match; the last one also as the start of a word. A blank query,
 * or a workspace the caller is not in, finds nothing.
 *
 * @throws `validation` (not an id, over 200 characters, rows out of 1–50),
 *   before any request.
 */
export async function searchWorkspace(
  client: TeamboardClient,
  input: SearchWorkspaceInput,
  options: SearchOptions = {},
): Promise<SearchResult[]> {
  const { workspaceId, query, maxRows } = validate(searchWorkspaceInput, input);
  const { signal } = options;
  signal?.throwIfAborted();
  if (query === '') return [];
  try {
    const call = client.supabase.rpc('search_workspace', {
      workspace_id: workspaceId,
      query,
      max_rows: maxRows ?? SEARCH_LIMITS.rowsDefault,
    });
    return await run(signal ? call.abortSignal(signal) : call);
  } catch (error) {
    signal?.throwIfAborted();
    throw error;
  }
}
