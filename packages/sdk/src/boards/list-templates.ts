import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Board } from './types';

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
