import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { PROFILE_SUMMARY_SELECT } from '../profiles/types';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Member } from './types';

/**
 * The members of a workspace, longest-standing first. A workspace the caller is not in has none.
 *
 * @category Members
 * @example
 * const members = await listMembers(client, workspaceId);
 */
export async function listMembers(
  client: TeamboardClient,
  workspaceId: string,
  options: CallOptions = {},
): Promise<Member[]> {
  return withCall(client, options, async ({ client }) => {
    const id = validate(idSchema, workspaceId);
    return run(
      client.supabase
        .from('workspace_members')
        .select(`*, profile:profiles(${PROFILE_SUMMARY_SELECT})`)
        .eq('workspace_id', id)
        .order('joined_at', { ascending: true })
        .order('user_id', { ascending: true }),
    );
  });
}
