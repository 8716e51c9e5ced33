import type { TeamboardClient } from '../client';

/** Reads one membership as the caller, to tell "no such member" from "not allowed" after a 0-row write. */
export const membershipProbe = (client: TeamboardClient, workspaceId: string, userId: string) => () =>
  client.supabase
    .from('workspace_members')
    .select('user_id')
    .eq('workspace_id', workspaceId)
    .eq('user_id', userId)
    .maybeSingle();
