/**
 * Query keys of workspace data, shared by every screen that reads it (the
 * board reads the workspace and its members under the same keys).
 */
export const workspaceKeys = {
  mine: () => ['workspaces', 'mine'] as const,
  /** Workspaces the user may join by their email's domain. */
  joinable: () => ['workspaces', 'joinable'] as const,
  bySlug: (slug: string) => ['workspace', 'slug', slug] as const,
  /** Everything of one workspace: invalidated after membership or settings changes. */
  all: (workspaceId: string) => ['workspace', workspaceId] as const,
  members: (workspaceId: string) => ['workspace', workspaceId, 'members'] as const,
  /** Both lists of a workspace's boards, active and archived: what a board's creation or archiving changes. */
  allBoards: (workspaceId: string) => ['workspace', workspaceId, 'boards'] as const,
  boards: (workspaceId: string, archived: boolean) =>
    ['workspace', workspaceId, 'boards', archived ? 'archived' : 'active'] as const,
  invitations: (workspaceId: string) => ['workspace', workspaceId, 'invitations'] as const,
  /** Who is on which board of the workspace, guests included (its settings). */
  boardMemberships: (workspaceId: string) => ['workspace', workspaceId, 'board-memberships'] as const,
  /** A workspace's own webhooks (admins), and the deliveries of one. */
  webhooks: (workspaceId: string) => ['workspace', workspaceId, 'webhooks'] as const,
  webhookDeliveries: (workspaceId: string, webhookId: string) =>
    ['workspace', workspaceId, 'webhooks', webhookId, 'deliveries'] as const,
  /** The signed-in person's own API tokens; each names one workspace, the list shows them all. */
  apiTokens: () => ['api-tokens', 'mine'] as const,
  /** The boards the user is a guest on, in workspaces they do not belong to. */
  guestBoards: () => ['workspaces', 'guest-boards'] as const,
};

/** The signed-in user's profile; SessionProvider refreshes everything under `['profile']` on USER_UPDATED. */
export const myProfileKey = ['profile', 'me'] as const;
