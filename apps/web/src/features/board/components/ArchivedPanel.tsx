import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteCard, deleteList, listCards, listLists, restoreCard, restoreList } from '@teamboard/sdk';
import { Button, Drawer, EmptyState, ErrorState, Skeleton, useToast } from '@teamboard/ui';
import { useState } from 'react';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { commitAfterUndoWindow } from '@/shared/lib/undo';
import { useUndoToast } from '../hooks/use-undo-toast';
import { boardKeys } from '@/shared/query-keys/board-keys';

export interface ArchivedPanelProps {
  boardId: string;
  userId: string;
  /** Owners and admins: delete any card or list for good. Others only cards they created. */
  canManage: boolean;
  canEdit: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ArchivedItem {
  kind: 'list' | 'card';
  id: string;
  name: string;
  detail?: string;
  deletable: boolean;
}

/**
 * The board's archive: archived lists and cards, each restorable, and
 * deletable for good by those allowed to (PRODUCT.md §4: archived items are
 * kept until then). A delete waits out the undo window before it happens.
 */
export function ArchivedPanel({ boardId, userId, canManage, canEdit, onOpenChange }: ArchivedPanelProps) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const undoToast = useUndoToast();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const key = boardKeys.archived(boardId);
  const archived = useQuery({
    queryKey: key,
    queryFn: async () => {
      const [lists, cards, active] = await Promise.all([
        listLists(client, boardId, { archived: true }),
        listCards(client, boardId, { archived: true }),
        listLists(client, boardId),
      ]);
      const names = new Map([...lists, ...active].map((list) => [list.id, list.name]));
      const items: ArchivedItem[] = [
        ...lists.map((list) => ({
          kind: 'list' as const,
          id: list.id,
          name: list.name,
          deletable: canManage,
        })),
        ...cards.map((card) => ({
          kind: 'card' as const,
          id: card.id,
          name: card.title,
          detail: names.get(card.list_id),
          deletable: canManage || (canEdit && card.created_by === userId),
        })),
      ];
      return items;
    },
  });
  const refreshBoard = () => queryClient.invalidateQueries({ queryKey: boardKeys.all(boardId) });

  const restore = async (item: ArchivedItem) => {
    try {
      if (item.kind === 'list') await restoreList(client, item.id);
      else await restoreCard(client, item.id);
      await refreshBoard();
      toast({ variant: 'success', title: t('board.archive.restored', { name: item.name }) });
    } catch (error) {
      toastError(t('board.archive.restoreFailed', { name: item.name }), error);
    }
  };

  const remove = (item: ArchivedItem) => {
    setHidden((current) => new Set([...current, item.id]));
    const show = () => setHidden((current) => new Set([...current].filter((id) => id !== item.id)));
    const pending = commitAfterUndoWindow(() => {
      (item.kind === 'list' ? deleteList(client, item.id) : deleteCard(client, item.id))
        .then(() => queryClient.invalidateQueries({ queryKey: key }))
        .catch((error: unknown) => {
          show();
          toastError(t('board.archive.deleteFailed', { name: item.name }), error);
        });
    });
    undoToast({
      title: t('board.archive.deleted', { name: item.name }),
      altText: t('card.delete.undoHint'),
      undo: () => {
        if (pending.undo()) show();
      },
    });
  };

  const items = (archived.data ?? []).filter((item) => !hidden.has(item.id));
  const section = (kind: ArchivedItem['kind']) => {
    const title = kind === 'list' ? t('board.archive.lists') : t('board.archive.cards');
    const rows = items.filter((item) => item.kind === kind);
    return (
      <section className="archived-panel__section" aria-label={title}>
        <h3>{title}</h3>
        {rows.length === 0 ? (
          <p className="archived-panel__none">
            {kind === 'list' ? t('board.archive.noLists') : t('board.archive.noCards')}
          </p>
        ) : (
          <ul className="archived-panel__list" aria-label={title}>
            {rows.map((item) => (
              <li key={item.id} className="archived-panel__item" aria-label={item.name}>
                <span className="archived-panel__name">
                  {item.name}
                  {item.detail ? (
                    <span className="archived-panel__detail">
                      {' · '}
                      {t('board.archive.inList', { list: item.detail })}
                    </span>
                  ) : null}
                </span>
                {canEdit ? (
                  <Button size="sm" variant="secondary" onClick={() => void restore(item)}>
                    {t('board.archive.restore')}
                  </Button>
                ) : null}
                {item.deletable ? (
                  <Button size="sm" variant="danger" onClick={() => remove(item)}>
                    {t('board.archive.deleteForever')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <Drawer title={t('board.archived')} open size="md" onOpenChange={onOpenChange}>
      {archived.isPending ? (
        <Skeleton lines={4} />
      ) : archived.error ? (
        <ErrorState
          title={t('board.archive.loadError')}
          message={errorMessage(archived.error)}
          onRetry={() => void archived.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('board.archive.empty.title')}
          description={t('board.archive.empty.description')}
        />
      ) : (
        <div className="archived-panel">
          {section('list')}
          {section('card')}
        </div>
      )}
    </Drawer>
  );
}
