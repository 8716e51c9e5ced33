import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { currentUserId } from '../auth/current-user-id';
import { expectFound } from '../errors/write-outcome';
import { run } from '../run';
import { workspaceSlugSchema } from '../schemas/fields';
import { validate } from '../validate';
import { MY_WORKSPACE_SELECT, toMyWorkspace } from './to-my-workspace';
import type { MyWorkspace } from './types';

/**
 * The workspace behind `/w/:slug`, with the caller's role.
 *
 * @throws `validation` for a malformed slug (before any request); `not-found`
 *   when it does not exist or the caller is not a member (indistinguishable, by design).
 *
 * @category Workspaces
 * @example
 * const workspace = await getWorkspaceBySlug(client, 'acme');
 */
export async function getWorkspaceBySlug(
  client: TeamboardClient,
  slug: string,
  options: CallOptions = {},
): Promise<MyWorkspace> {
  return withCall(client, options, async ({ client }) => {
    const wanted = validate(workspaceSlugSchema, slug);
    const me = await currentUserId(client);
    const row = await run(
      client.supabase
        .from('workspaces')
        .select(MY_WORKSPACE_SELECT)
        .eq('slug', wanted)
        .eq('workspace_members.user_id', me)
        .maybeSingle(),
    );
    return toMyWorkspace(expectFound(row, 'Workspace not found.'));
  });
}
