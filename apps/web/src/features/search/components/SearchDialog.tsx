import { useQuery } from '@tanstack/react-query';
import { listBoards, listMembers } from '@teamboard/sdk';
import { CommandPalette } from '@teamboard/ui';
import { useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useWorkspaceBySlug } from '@/features/workspaces';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useT } from '@/shared/i18n';
import { useWorkspaceSearch } from '../hooks/use-workspace-search';
import { paletteGroups, targetOf } from '../lib/palette-groups';

export interface SearchDialogProps {
  slug: string;
  onClose: () => void;
}

/** The open Ctrl/⌘-K palette of a workspace: cards by full-text search, boards, people and actions. */
export function SearchDialog({ slug, onClose }: SearchDialogProps) {
  const client = useTeamboardClient();
  const navigate = useNavigate();
  const boardId = useMatch('/w/:slug/b/:boardId/*')?.params.boardId ?? null;
  const { t } = useT();
  const [query, setQuery] = useState('');
  const workspaceId = useWorkspaceBySlug(slug).data?.id;
  const boards = useQuery({
    queryKey: workspaceKeys.boards(workspaceId ?? '', false),
    queryFn: () => listBoards(client, workspaceId ?? '', { archived: false }),
    enabled: workspaceId !== undefined,
  });
  const members = useQuery({
    queryKey: workspaceKeys.members(workspaceId ?? ''),
    queryFn: () => listMembers(client, workspaceId ?? ''),
    enabled: workspaceId !== undefined,
  });
  const search = useWorkspaceSearch(workspaceId, query);

  const groups = paletteGroups(
    {
      query,
      results: search.results,
      boards: boards.data ?? [],
      members: members.data ?? [],
      boardId,
    },
    t,
  );

  return (
    <CommandPalette
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      loading={search.loading}
      emptyMessage={t('search.empty')}
      label={t('search.label')}
      onSelect={(item) => {
        const target = targetOf(item.id, slug);
        onClose();
        if (target.kind === 'go') {
          void navigate(target.path);
        } else {
          // The board's own "n" shortcut opens its composer, once the palette has handed focus back.
          setTimeout(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' })), 0);
        }
      }}
    />
  );
}
