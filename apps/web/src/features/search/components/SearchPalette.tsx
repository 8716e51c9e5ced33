import { useQuery } from '@tanstack/react-query';
import { listBoards, listMembers } from '@teamboard/sdk';
import { CommandPalette, Icon } from '@teamboard/ui';
import { useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useShortcut } from '@/shared/lib/shortcuts';
import { useWorkspaceBySlug } from '@/features/workspaces';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useT } from '@/shared/i18n';
import { useWorkspaceSearch } from '../hooks/use-workspace-search';
import { paletteGroups, targetOf } from '../lib/palette-groups';
import '../search.css';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The app bar's search box and the Ctrl/⌘-K palette behind it, on every
 * screen of a workspace: cards by full-text search, boards, people and actions.
 */
export function SearchPalette() {
  const slug = useMatch('/w/:slug/*')?.params.slug;
  if (slug === undefined) return null;
  return <WorkspacePalette slug={slug} />;
}

function WorkspacePalette({ slug }: { slug: string }) {
  const client = useTeamboardClient();
  const navigate = useNavigate();
  const boardId = useMatch('/w/:slug/b/:boardId/*')?.params.boardId ?? null;
  const [open, setOpen] = useState(false);
  const { t } = useT();
  const [query, setQuery] = useState('');
  const workspaceId = useWorkspaceBySlug(slug).data?.id;
  const boards = useQuery({
    queryKey: workspaceKeys.boards(workspaceId ?? '', false),
    queryFn: () => listBoards(client, workspaceId ?? '', { archived: false }),
    enabled: open && workspaceId !== undefined,
  });
  const members = useQuery({
    queryKey: workspaceKeys.members(workspaceId ?? ''),
    queryFn: () => listMembers(client, workspaceId ?? ''),
    enabled: open && workspaceId !== undefined,
  });
  const search = useWorkspaceSearch(open ? workspaceId : undefined, query);

  const show = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  useShortcut('Mod+k', () => show(true), t('search.label'), { allowInInputs: true });

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

  // The keys as this keyboard labels them (Ctrl is "Strg" on a German one).
  const keys = isMac() ? '⌘K' : [t('shell.keys.ctrl'), 'K'].join(' ');

  return (
    <>
      <button
        type="button"
        className="search-box"
        onClick={() => show(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Icon name="search" size={16} aria-hidden />
        {/* Named by its text alone: the shortcut is told by aria-keyshortcuts, not read as a name. */}
        <span className="search-box__text">{t('search.box')}</span>
        <kbd className="search-box__kbd" aria-hidden>
          {keys}
        </kbd>
      </button>
      <CommandPalette
        open={open}
        onOpenChange={show}
        query={query}
        onQueryChange={setQuery}
        groups={groups}
        loading={search.loading}
        emptyMessage={t('search.empty')}
        label={t('search.label')}
        onSelect={(item) => {
          const target = targetOf(item.id, slug);
          show(false);
          if (target.kind === 'go') {
            void navigate(target.path);
          } else {
            // The board's own "n" shortcut opens its composer, once the palette has handed focus back.
            setTimeout(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'n' })), 0);
          }
        }}
      />
    </>
  );
}
