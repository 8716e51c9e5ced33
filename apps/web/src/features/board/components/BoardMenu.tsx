import type { Board, ExportFormat } from '@teamboard/sdk';
import { Button, Dialog, DropdownMenu, IconButton, ProgressBar, type DropdownMenuEntry } from '@teamboard/ui';
import { useState } from 'react';
import { useBoardActions } from '../hooks/use-board-actions';
import { BoardDetailsDialog } from './BoardDetailsDialog';
import { DuplicateBoardDialog } from './DuplicateBoardDialog';
import { ShareLinkDialog } from './ShareLinkDialog';

export interface BoardMenuProps {
  board: Board;
  slug: string;
  /** Owners and admins rename and archive boards (PRODUCT.md §6); everyone who sees it may export it. */
  canManage: boolean;
}

const FORMAT_NAME: Record<ExportFormat, string> = { json: 'JSON', csv: 'CSV' };

/**
 * The board's own actions, on the board page: details, public link, duplicate,
 * template, export (with progress), archive.
 */
export function BoardMenu({ board, slug, canManage }: BoardMenuProps) {
  const actions = useBoardActions(board, slug);
  const [open, setOpen] = useState<'details' | 'share' | 'duplicate' | 'archive' | null>(null);
  const exportingAs = actions.exporting.isPending ? actions.exporting.variables : undefined;
  const items: DropdownMenuEntry[] = [
    ...(canManage
      ? [
          {
            id: 'details',
            label: 'Rename or describe…',
            icon: 'edit' as const,
            onSelect: () => setOpen('details'),
          },
          { id: 'share', label: 'Share link…', icon: 'eye' as const, onSelect: () => setOpen('share') },
          {
            id: 'duplicate',
            label: 'Duplicate board…',
            icon: 'board' as const,
            onSelect: () => setOpen('duplicate'),
          },
          {
            id: 'template',
            label: board.is_template ? 'Unmark as template' : 'Mark as template',
            icon: 'check' as const,
            disabled: actions.template.isPending,
            onSelect: () => actions.template.mutate(!board.is_template),
          },
        ]
      : []),
    ...(['json', 'csv'] as const).map((format) => ({
      id: `export-${format}`,
      label: `Export as ${FORMAT_NAME[format]}`,
      icon: 'download' as const,
      disabled: actions.exporting.isPending,
      onSelect: () => actions.exporting.mutate(format),
    })),
    ...(canManage
      ? [
          {
            id: 'archive',
            label: 'Archive board',
            icon: 'inbox' as const,
            danger: true,
            onSelect: () => setOpen('archive'),
          },
        ]
      : []),
  ];
  return (
    <>
      {exportingAs !== undefined ? (
        <ProgressBar
          className="board-page__export"
          value={null}
          size="sm"
          label={`Exporting the board as ${FORMAT_NAME[exportingAs]}`}
        />
      ) : null}
      <DropdownMenu trigger={<IconButton icon="more" size="sm" label="Board menu" />} items={items} />
      {open === 'details' ? (
        <BoardDetailsDialog board={board} save={actions.details} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'share' ? (
        <ShareLinkDialog boardId={board.id} boardName={board.name} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'duplicate' ? (
        <DuplicateBoardDialog board={board} duplicate={actions.duplicate} onClose={() => setOpen(null)} />
      ) : null}
      <Dialog
        size="sm"
        title={`Archive the board ${board.name}?`}
        description="It leaves the workspace's board list for everyone; it can be restored from the Archived tab."
        open={open === 'archive'}
        onOpenChange={(next) => setOpen(next ? 'archive' : null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={actions.archive.isPending}
              onClick={() => actions.archive.mutate()}
            >
              Archive board
            </Button>
          </>
        }
      />
    </>
  );
}
