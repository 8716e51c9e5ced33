import type { UpdateListInput } from '@teamboard/sdk';
import { Button, Dialog, DropdownMenu, IconButton } from '@teamboard/ui';
import { useState } from 'react';
import type { BoardListView } from '../lib/view';
import { ListSettingsDialog } from './ListSettingsDialog';

export interface ListMenuProps {
  list: BoardListView;
  onUpdate: (input: UpdateListInput) => void;
  onArchive: () => void;
}

/** Actions of a list for members: rename / WIP limit, and archive (after a confirmation: it leaves the board for everyone). */
export function ListMenu({ list, onUpdate, onArchive }: ListMenuProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cards = list.cardCount === 1 ? '1 card' : `${String(list.cardCount)} cards`;
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
          {
            id: 'archive',
            label: 'Archive list',
            icon: 'inbox',
            danger: true,
            onSelect: () => setConfirming(true),
          },
        ]}
      />
      <Dialog
        size="sm"
        title={`Archive the list ${list.name}?`}
        description={`The list and its ${cards} leave the board for everyone on it.`}
        open={confirming}
        onOpenChange={setConfirming}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onArchive();
              }}
            >
              Archive list
            </Button>
          </>
        }
      />
      {settingsOpen ? (
        <ListSettingsDialog list={list} open onOpenChange={setSettingsOpen} onSave={onUpdate} />
      ) : null}
    </>
  );
}
