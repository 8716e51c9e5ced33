import type { UpdateListInput } from '@teamboard/sdk';
import { Button, Dialog, DropdownMenu, IconButton } from '@teamboard/ui';
import { useState } from 'react';
import { useT } from '@/shared/i18n';
import type { BoardListView } from '../lib/view';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { PartBoundary } from '@/features/system';

const ListSettingsDialog = lazyPart(
  () => import('./ListSettingsDialog'),
  (m) => m.ListSettingsDialog,
);

export interface ListMenuProps {
  list: BoardListView;
  onUpdate: (input: UpdateListInput) => void;
  onArchive: () => void;
  /** Board admins mark done lists; nobody else is offered the switch. */
  onDoneChange?: ((done: boolean) => void) | undefined;
}

/** Actions of a list for members: rename / WIP limit, and archive (after a confirmation: it leaves the board for everyone). */
export function ListMenu({ list, onUpdate, onArchive, onDoneChange }: ListMenuProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { t } = useT();
  return (
    <>
      <DropdownMenu
        trigger={<IconButton icon="more" size="sm" label={t('board.list.actions', { name: list.name })} />}
        items={[
          {
            id: 'settings',
            label: t('board.list.settings'),
            icon: 'edit',
            onSelect: () => setSettingsOpen(true),
          },
          {
            id: 'archive',
            label: t('board.list.archive'),
            icon: 'inbox',
            danger: true,
            onSelect: () => setConfirming(true),
          },
        ]}
      />
      <Dialog
        size="sm"
        title={t('board.list.archiveTitle', { name: list.name })}
        description={t('board.list.archiveDescription', { count: list.cardCount })}
        open={confirming}
        onOpenChange={setConfirming}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setConfirming(false);
                onArchive();
              }}
            >
              {t('board.list.archive')}
            </Button>
          </>
        }
      />
      {settingsOpen ? (
        <PartBoundary>
          <ListSettingsDialog
            list={list}
            open
            onOpenChange={setSettingsOpen}
            onSave={onUpdate}
            onDoneChange={onDoneChange}
          />
        </PartBoundary>
      ) : null}
    </>
  );
}
