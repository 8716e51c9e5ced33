import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiToken, listApiTokens, revokeApiToken, type MyWorkspace } from '@teamboard/sdk';
import { ApiTokensPanel, type NewApiToken } from '@teamboard/ui';
import { useState } from 'react';
import { useBoards } from '@/features/workspaces';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { can } from '@/shared/lib/permissions';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every member's own API tokens for this workspace: create one for a script
 * (shown once, kept in this component's state only), optionally held to some
 * of the boards they see, see when each was last used, revoke it. Owners and
 * admins may also make the workspace's bot tokens, and see and revoke the
 * bot tokens other admins made. Other people's own tokens are never listed.
 */
export function ApiTokensSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [newToken, setNewToken] = useState<{ tokenId: string; token: string }>();
  const boards = useBoards(workspace.id, false);
  const tokens = useQuery({
    queryKey: workspaceKeys.apiTokens(),
    queryFn: ({ signal }) => listApiTokens(client, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.apiTokens() });
  const create = useMutation({
    mutationFn: ({ name, scope, days, boardIds, asBot }: NewApiToken) =>
      createApiToken(client, {
        workspaceId: workspace.id,
        name,
        scope,
        expiresAt: new Date(Date.now() + days * DAY_MS),
        boardIds,
        asBot,
      }),
    onSuccess: async (created) => {
      setNewToken({ tokenId: created.id, token: created.token });
      await refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (tokenId: string) => revokeApiToken(client, tokenId),
    onSuccess: refresh,
  });
  const failure = create.error ?? revoke.error ?? tokens.error;
  const boardName = new Map((boards.data ?? []).map((board) => [board.id, board.name]));

  return (
    <section className="app-section" aria-labelledby="settings-api-tokens">
      <h2 id="settings-api-tokens">{t('settings.apiTokens.heading')}</h2>
      <ApiTokensPanel
        tokens={(tokens.data ?? [])
          .filter((token) => token.workspace_id === workspace.id)
          .map((token) => ({
            id: token.id,
            name: token.name,
            scope: token.scope,
            prefix: token.prefix,
            createdAt: new Date(token.created_at),
            expiresAt: new Date(token.expires_at),
            lastUsedAt: token.last_used_at ? new Date(token.last_used_at) : null,
            revokedAt: token.revoked_at ? new Date(token.revoked_at) : null,
            // Archived boards are not in the open boards' list; the token still names them.
            boardNames: (token.board_ids ?? []).map(
              (id) => boardName.get(id) ?? t('settings.apiTokens.otherBoard'),
            ),
            bot: token.bot,
          }))}
        boards={(boards.data ?? []).map((board) => ({ id: board.id, name: board.name }))}
        canCreateBot={can.manage(workspace.role)}
        newToken={newToken}
        onCreate={(token) => create.mutate(token)}
        onRevoke={(tokenId) => revoke.mutate(tokenId)}
        busy={create.isPending || revoke.isPending}
        error={failure ? errorMessage(failure) : undefined}
      />
    </section>
  );
}
