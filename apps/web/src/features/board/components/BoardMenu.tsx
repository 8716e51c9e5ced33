import type { Board, CustomField, ExportFormat } from '@teamboard/sdk';
import {
  Button,
  Dialog,
  DropdownMenu,
  IconButton,
  ProgressBar,
  type DropdownMenuEntry,
  type RuleChoices,
} from '@teamboard/ui';
import { useState } from 'react';
import { useT } from '@/shared/i18n';
import { useBoardActions } from '../hooks/use-board-actions';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { PartBoundary } from '@/features/system';

export interface BoardMenuProps {
  board: Board;
  slug: string;
  /** Owners and admins rename and archive boards (PRODUCT.md §6); everyone who sees it may export it. */
  canManage: boolean;
  /** The board's custom fields, which its admins define here. */
  fields: readonly CustomField[];
  /** The board's lists, labels and people, which its admins' automation rules name. */
  ruleChoices: RuleChoices;
}

// Each dialog's code loads when it is first opened: the board's first open needs none of them.
const AutomationRulesDialog = lazyPart(
  () => import('./AutomationRulesDialog'),
  (m) => m.AutomationRulesDialog,
);
const BoardDetailsDialog = lazyPart(
  () => import('./BoardDetailsDialog'),
  (m) => m.BoardDetailsDialog,
);
const CardTemplatesDialog = lazyPart(
  () => import('./CardTemplatesDialog'),
  (m) => m.CardTemplatesDialog,
);
const CustomFieldsDialog = lazyPart(
  () => import('./CustomFieldsDialog'),
  (m) => m.CustomFieldsDialog,
);
const DuplicateBoardDialog = lazyPart(
  () => import('./DuplicateBoardDialog'),
  (m) => m.DuplicateBoardDialog,
);
const ShareLinkDialog = lazyPart(
  () => import('./ShareLinkDialog'),
  (m) => m.ShareLinkDialog,
);

const FORMAT_NAME: Record<ExportFormat, string> = { json: 'JSON', csv: 'CSV' };

/**
 * The board's own actions, on the board page: details, public link, duplicate,
 * template, export (with progress), archive.
 */
export function BoardMenu({ board, slug, canManage, fields, ruleChoices }: BoardMenuProps) {
  const { t } = useT();
  const actions = useBoardActions(board, slug);
  const [open, setOpen] = useState<
    'details' | 'share' | 'duplicate' | 'fields' | 'rules' | 'templates' | 'archive' | null
  >(null);
  const exportingAs = actions.exporting.isPending ? actions.exporting.variables : undefined;
  const items: DropdownMenuEntry[] = [
    ...(canManage
      ? [
          {
            id: 'details',
            label: t('board.menu.details'),
            icon: 'edit' as const,
            onSelect: () => setOpen('details'),
          },
          {
            id: 'share',
            label: t('board.menu.share'),
            icon: 'eye' as const,
            onSelect: () => setOpen('share'),
          },
          {
            id: 'fields',
            label: t('board.menu.fields'),
            icon: 'checklist' as const,
            onSelect: () => setOpen('fields'),
          },
          {
            id: 'rules',
            label: t('board.menu.rules'),
            icon: 'bolt' as const,
            onSelect: () => setOpen('rules'),
          },
          {
            id: 'duplicate',
            label: t('board.menu.duplicate'),
            icon: 'board' as const,
            onSelect: () => setOpen('duplicate'),
          },
          {
            id: 'template',
            label: board.is_template ? t('board.menu.unmarkTemplate') : t('board.menu.markTemplate'),
            icon: 'check' as const,
            disabled: actions.template.isPending,
            onSelect: () => actions.template.mutate(!board.is_template),
          },
        ]
      : []),
    // Everyone who sees the board may look at its card templates; the drawer decides who edits them.
    {
      id: 'card-templates',
      label: t('cardTemplates.menu'),
      icon: 'file' as const,
      onSelect: () => setOpen('templates'),
    },
    ...(['json', 'csv'] as const).map((format) => ({
      id: `export-${format}`,
      label: t('board.menu.export', { format: FORMAT_NAME[format] }),
      icon: 'download' as const,
      disabled: actions.exporting.isPending,
      onSelect: () => actions.exporting.mutate(format),
    })),
    ...(canManage
      ? [
          {
            id: 'archive',
            label: t('board.menu.archive'),
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
          label={t('board.menu.exporting', { format: FORMAT_NAME[exportingAs] })}
        />
      ) : null}
      <DropdownMenu
        trigger={<IconButton icon="more" size="sm" label={t('board.menu.label')} />}
        items={items}
      />
      <PartBoundary>
        {open === 'details' ? (
          <BoardDetailsDialog
            board={board}
            save={actions.details}
            blockedMove={actions.blockedMove}
            timeZone={actions.timeZone}
            onClose={() => setOpen(null)}
          />
        ) : null}
        {open === 'share' ? (
          <ShareLinkDialog boardId={board.id} boardName={board.name} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'fields' ? (
          <CustomFieldsDialog boardId={board.id} fields={fields} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'rules' ? (
          <AutomationRulesDialog boardId={board.id} choices={ruleChoices} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'templates' ? (
          <CardTemplatesDialog boardId={board.id} slug={slug} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'duplicate' ? (
          <DuplicateBoardDialog board={board} duplicate={actions.duplicate} onClose={() => setOpen(null)} />
        ) : null}
      </PartBoundary>
      <Dialog
        size="sm"
        title={t('board.archiveBoard.title', { name: board.name })}
        description={t('board.archiveBoard.description')}
        open={open === 'archive'}
        onOpenChange={(next) => setOpen(next ? 'archive' : null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={actions.archive.isPending}
              onClick={() => actions.archive.mutate()}
            >
              {t('board.menu.archive')}
            </Button>
          </>
        }
      />
    </>
  );
}
