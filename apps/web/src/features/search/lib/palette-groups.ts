import { snippetParts, type Board, type Member, type SearchResult } from '@teamboard/sdk';
import type { CommandGroup, CommandItem } from '@teamboard/ui';
import type { Translate } from '@/shared/i18n';

/** Where choosing an item leads: a path to go to, or an action of the screen. */
export type PaletteTarget = { kind: 'go'; path: string } | { kind: 'new-card' };

export interface PaletteSource {
  query: string;
  results: readonly SearchResult[];
  boards: readonly Board[];
  members: readonly Member[];
  /** The board on screen, if any: "new card" and "calendar" act on it. */
  boardId: string | null;
}

/** The board's own shortcut for a new card, as printed on the key. */
const newCardKey = 'N';

const matches = (text: string, query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
};

/**
 * The palette's groups for what was typed: cards found by the search, boards
 * and people whose names match, and the actions that fit the screen. Each
 * item id says where it leads (see {@link targetOf}). Actions are matched by their label in the
 * active language, the one the user reads and types.
 */
export function paletteGroups(source: PaletteSource, t: Translate): CommandGroup[] {
  const { query, boardId } = source;
  const cards: CommandItem[] = source.results.map((row) => ({
    id: `card:${row.board_id}:${row.card_id}`,
    label: row.title,
    icon: 'file',
    detail: `${row.board_name} · ${row.list_name}`,
    detailParts: snippetParts(row.snippet),
    ...(row.archived ? { hint: t('search.archived') } : {}),
  }));
  const boards: CommandItem[] = source.boards
    .filter((board) => matches(board.name, query))
    .map((board) => ({ id: `board:${board.id}`, label: board.name, icon: 'board' }));
  const people: CommandItem[] = source.members
    .filter((member) => matches(`${member.profile?.display_name ?? ''}`, query))
    .map((member) => ({
      id: `person:${member.user_id}`,
      label: member.profile?.display_name ?? t('person.someone'),
      icon: 'user',
    }));
  const actions: CommandItem[] = [
    ...(boardId
      ? [
          {
            id: 'action:new-card',
            label: t('search.action.newCard'),
            icon: 'plus' as const,
            hint: newCardKey,
          },
        ]
      : []),
    ...(boardId
      ? [{ id: `action:calendar:${boardId}`, label: t('search.action.calendar'), icon: 'calendar' as const }]
      : []),
    { id: 'action:my-cards', label: t('myCards.title'), icon: 'user' as const },
    { id: 'action:settings', label: t('search.action.settings'), icon: 'bolt' as const },
  ].filter((action) => matches(action.label, query));
  return [
    { id: 'cards', heading: t('search.group.cards'), items: cards },
    { id: 'boards', heading: t('search.group.boards'), items: boards },
    { id: 'people', heading: t('search.group.people'), items: people.slice(0, 5) },
    { id: 'actions', heading: t('search.group.actions'), items: actions },
  ];
}

/** What choosing the item with this id does. People lead to the workspace, where members are listed. */
export function targetOf(itemId: string, slug: string): PaletteTarget {
  const [kind, first = '', second = ''] = itemId.split(':');
  const base = `/w/${slug}`;
  switch (kind) {
    case 'card':
      return { kind: 'go', path: `${base}/b/${first}/c/${second}` };
    case 'board':
      return { kind: 'go', path: `${base}/b/${first}` };
    case 'person':
      return { kind: 'go', path: base };
    default:
      if (first === 'new-card') return { kind: 'new-card' };
      if (first === 'calendar') return { kind: 'go', path: `${base}/b/${second}/calendar` };
      if (first === 'my-cards') return { kind: 'go', path: `${base}/my-cards` };
      return { kind: 'go', path: `${base}/settings` };
  }
}
