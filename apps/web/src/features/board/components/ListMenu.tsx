import type { UpdateListInput } from '@teamboard/sdk';
import { DropdownMenu, IconButton } from '@teamboard/ui';
import { useState } from 'react';
import type { BoardListView } from '../lib/view';
import { ListSettingsDialog } from './ListSettingsDialog';

export interface ListMenuProps {
  list: BoardListView;
  onUpdate: (input: UpdateListInput) => void;
  onArchive: () => void;
}

/** Actions of a list for members: rename / WIP limit, and archive. */
export function ListMenu({ list, onUpdate, onArchive }: ListMenuProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <DropdownMenu
        trigger={<IconButton icon="more" size="sm" label={`Actions for list ${list.name}`} />}
        items={[
          {
            id: 'settings',
            label: 'Rename or set limit…',
            icon: 'edit',
            onSelect: () => setSettingsOpen(true),
          },
          { id: 'archive', label: 'Archive list', icon: 'inbox', danger: true, onSelect: onArchive },
        ]}
      />
      {settingsOpen ? (
        <ListSettingsDialog list={list} open onOpenChange={setSettingsOpen} onSave={onUpdate} />
      ) : null}
    </>
  );
}
