import { snippetParts, type Board, type Member, type SearchResult } from '@teamboard/sdk';
import type { CommandGroup, CommandItem } from '@teamboard/ui';

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

const matches = (text: string, query: string) => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
};

/**
 * The palette's groups for what was typed: cards found by the search, boards
 * and people whose names match, and the actions that fit the screen. Each
 * item id says where it leads (see {@link targetOf}).
 */
export function paletteGroups(source: PaletteSource): CommandGroup[] {
  const { query, boardId } = source;
  const cards: CommandItem[] = source.results.map((row) => ({
    id: `card:${row.board_id}:${row.card_id}`,
    label: row.title,
    icon: 'file',
    detail: `${row.board_name} · ${row.list_name}`,
    detailParts: snippetParts(row.snippet),
    ...(row.archived ? { hint: 'Archived' } : {}),
  }));
  const boards: CommandItem[] = source.boards
    .filter((board) => matches(board.name, query))
    .map((board) => ({ id: `board:${board.id}`, label: board.name, icon: 'board' }));
  const people: CommandItem[] = source.members
    .filter((member) => matches(`${member.profile?.display_name ?? ''}`, query))
    .map((member) => ({
      id: `person:${member.user_id}`,
      label: member.profile?.display_name ?? 'Someone',
      icon: 'user',
    }));
  const actions: CommandItem[] = [
    ...(boardId ? [{ id: 'action:new-card', label: 'New card', icon: 'plus' as const, hint: 'N' }] : []),
    ...(boardId
      ? [{ id: `action:calendar:${boardId}`, label: 'Open the calendar', icon: 'calendar' as const }]
      : []),
    { id: 'action:my-cards', label: 'My cards', icon: 'user' as const },
    { id: 'action:settings', label: 'Go to settings', icon: 'bolt' as const },
  ].filter((action) => matches(action.label, query));
  return [
    { id: 'cards', heading: 'Cards', items: cards },
    { id: 'boards', heading: 'Boards', items: boards },
    { id: 'people', heading: 'People', items: people.slice(0, 5) },
    { id: 'actions', heading: 'Actions', items: actions },
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
