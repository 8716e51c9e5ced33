import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Query keys of finding things in a workspace. Under the workspace's own key,
 * so whatever refreshes a workspace refreshes its searches and "my cards" too.
 */
export const searchKeys = {
  search: (workspaceId: string, query: string) =>
    [...workspaceKeys.all(workspaceId), 'search', query] as const,
  myCards: (workspaceId: string) => [...workspaceKeys.all(workspaceId), 'my-cards'] as const,
  /** The checklist items I own, shown with my cards. */
  myChecklistItems: (workspaceId: string) =>
    [...workspaceKeys.all(workspaceId), 'my-checklist-items'] as const,
};
