import { useState } from 'react';
import { Button } from '../button';
import { CommandPalette, type CommandGroup, type CommandPaletteProps } from './CommandPalette';

/** Story fixtures: a few results of every kind. */
export const paletteGroups: readonly CommandGroup[] = [
  {
    id: 'cards',
    heading: 'Cards',
    items: [
      {
        id: 'c1',
        label: 'Quarterly roadmap',
        icon: 'file',
        detail: 'Roadmap · To do',
        detailParts: [
          { text: 'Keep the ', match: false },
          { text: 'roadmap', match: true },
          { text: ' short', match: false },
        ],
      },
      { id: 'c2', label: 'Road trip budget', icon: 'file', detail: 'Ops · Doing', hint: 'Archived' },
    ],
  },
  { id: 'boards', heading: 'Boards', items: [{ id: 'b1', label: 'Roadmap', icon: 'board' }] },
  { id: 'people', heading: 'People', items: [{ id: 'p1', label: 'Rhoda Adams', icon: 'user' }] },
  {
    id: 'actions',
    heading: 'Actions',
    items: [
      { id: 'new-card', label: 'New card', icon: 'plus' },
      { id: 'settings', label: 'Go to settings', icon: 'bolt' },
    ],
  },
];

/** The palette with its own query state, filtering the fixture groups by label. */
export function PaletteDemo(props: CommandPaletteProps) {
  const [query, setQuery] = useState(props.query);
  const [open, setOpen] = useState(props.open);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = props.groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => words.every((word) => item.label.toLowerCase().includes(word))),
  }));
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Search
      </Button>
      <CommandPalette
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          props.onQueryChange(next);
        }}
        groups={groups}
      />
    </>
  );
}
