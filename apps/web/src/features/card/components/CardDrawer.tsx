import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getCard, isTeamboardError, type Card } from '@teamboard/sdk';
import { Button, CardDetailHeader, Drawer, ErrorState, InlineAlert, Skeleton } from '@teamboard/ui';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useSession } from '@/features/auth';
import { useBoardData, useCardTemplates } from '@/features/board';
import { useBoardPermissions } from '@/features/board-access';
import { WatchToggle } from '@/features/notifications';
import { cardLabelsOf } from '@/shared/lib/labels';
import { useShortcut } from '@/shared/lib/shortcuts';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { useCardState } from '../hooks/use-card-state';
import { settleTitleConflict, useTitleConflict } from '@/shared/offline-queue';
import { CardActions } from './CardActions';
import { CardActivitySection } from './CardActivitySection';
import { CardAttachmentsSection } from './CardAttachmentsSection';
import { CardChecklistSection } from './CardChecklistSection';
import { CardCommentsSection } from './CardCommentsSection';
import { CardDependenciesSection } from './CardDependenciesSection';
import { CardRecurrenceSection } from './CardRecurrenceSection';
import { CardDescriptionEditor } from './CardDescriptionEditor';
import { CardFieldsSection } from './CardFieldsSection';
import { CardTagsEditor } from './CardTagsEditor';
import './card.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/** `/w/:slug/b/:boardId/c/:cardId`: every field of a card, in a drawer over the board. */
export function CardDrawer() {
  const { slug = '', boardId = '', cardId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useTeamboardClient();
  const { t } = useT();
  const { state } = useSession();
  const userId = state.status === 'signed-in' ? state.session.user.id : '';
  const board = useBoardData(slug, boardId);
  const card = useQuery({
    queryKey: cardKeys.card(cardId),
    queryFn: () => getCard(client, cardId),
  });
  // Gone (deleted, or no longer this person's to see): the card once shown is not kept on screen.
  const gone = isTeamboardError(card.error) && card.error.code === 'not-found';
  // A template is not on the board's lists: its labels, people and values come with the templates.
  const templates = useCardTemplates(boardId, card.data?.is_template === true);
  const summary =
    board.source?.cards.find((row) => row.id === cardId) ?? templates.data?.find((row) => row.id === cardId);
  useDocumentTitle(card.data?.title, board.board?.name);
  const [notice, setNotice] = useState<string>();
  // A title someone else changed meanwhile (say, while this edit waited offline, even across a
  // reload): both are offered, neither dropped, until the person picks one.
  const titleConflict = useTitleConflict(cardId);
  const queryClient = useQueryClient();
  const settleConflict = () => settleTitleConflict(queryClient, cardId);
  const update = useCardUpdate(boardId, (_latest, attempted) => {
    if (attempted.title === undefined) setNotice(t('card.conflict'));
  });
  const cardState = useCardState(boardId);

  // Escape reaches both the drawer and the shortcut registry; the board must be pushed once only.
  const closing = useRef(false);
  const close = () => {
    if (closing.current) return;
    closing.current = true;
    void navigate(`/w/${slug}/b/${boardId}${params.size > 0 ? `?${params.toString()}` : ''}`);
  };
  useShortcut('Escape', close, t('card.close'), { group: 'Card' });

  const access = useBoardPermissions(boardId);
  const { canEdit, canManage } = access;
  const people = board.source?.people ?? new Map<string, { id: string; name: string }>();
  const listName = (id: string) => board.source?.lists.find((list) => list.id === id)?.name;
  const edit = (current: Card, patch: { title?: string; startAt?: string | null; dueAt?: string | null }) => {
    setNotice(undefined);
    settleConflict();
    update.mutate({ cardId: current.id, expectedVersion: current.version, ...patch });
  };

  return (
    <Drawer
      title={card.data?.title ?? t('card.fallbackTitle')}
      hideTitle
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {card.isPending ? (
        <div className="card-drawer__loading" aria-busy>
          <span className="tb-visually-hidden">{t('card.loading')}</span>
          <Skeleton height={32} />
          <Skeleton lines={4} />
        </div>
      ) : card.data === undefined || gone ? (
        // Not for a read again that fails otherwise (the server briefly out of reach): the card
        // stays on screen, as the board keeps its columns, and the next answer brings it up to date.
        <ErrorState
          title={t('card.loadError')}
          message={errorMessage(card.error)}
          onRetry={() => void card.refetch()}
        />
      ) : (
        <div className="card-drawer">
          {access.role && !canEdit ? (
            <p className="card-drawer__read-only" role="note">
              {access.role === 'commenter' ? t('boardAccess.commenterNote') : t('card.readOnly')}
            </p>
          ) : null}
          {card.data.is_template ? (
            <p className="card-drawer__read-only" role="note">
              {t('cardTemplates.note')}
            </p>
          ) : null}
          <CardDetailHeader
            title={card.data.title}
            listName={listName(card.data.list_id) ?? '…'}
            labels={cardLabelsOf(summary?.label_ids ?? [], board.source?.labels ?? new Map())}
            assignees={(summary?.assignee_ids ?? []).flatMap((id) => {
              const person = board.source?.people.get(id);
              return person ? [person] : [];
            })}
            startAt={card.data.start_at === null ? null : new Date(card.data.start_at)}
            dueAt={card.data.due_at === null ? null : new Date(card.data.due_at)}
            completed={card.data.completed_at !== null}
            readOnly={!canEdit}
            notice={notice}
            onTitleChange={(title) => edit(card.data, { title })}
            onStartChange={(start) =>
              edit(card.data, { startAt: start === null ? null : start.toISOString() })
            }
            onDueChange={(due) => edit(card.data, { dueAt: due === null ? null : due.toISOString() })}
            onCompletedChange={(completed) => {
              setNotice(undefined);
              cardState.mutate({ cardId, change: completed ? 'complete' : 'reopen' });
            }}
          />
          {titleConflict ? (
            <InlineAlert
              tone="warning"
              title={t('card.titleConflict.title')}
              actions={
                <>
                  <Button size="sm" onClick={() => edit(titleConflict.latest, { title: titleConflict.mine })}>
                    {t('card.titleConflict.keepMine')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={settleConflict}>
                    {t('card.titleConflict.keepTheirs')}
                  </Button>
                </>
              }
            >
              <p>{t('card.titleConflict.theirs', { title: titleConflict.latest.title })}</p>
              <p>{t('card.titleConflict.mine', { title: titleConflict.mine })}</p>
            </InlineAlert>
          ) : null}
          <div className="card-drawer__watch">
            <WatchToggle cardId={cardId} />
          </div>
          {canEdit && board.board ? (
            <CardActions
              card={card.data}
              workspaceId={board.board.workspace_id}
              boardCards={board.source?.cards ?? []}
              canDelete={canManage || card.data.created_by === userId}
              onGone={close}
            />
          ) : null}
          {canEdit ? (
            <CardTagsEditor
              boardId={boardId}
              cardId={cardId}
              labelIds={summary?.label_ids ?? []}
              assigneeIds={summary?.assignee_ids ?? []}
              labels={board.labels}
              people={[...people.values()]}
            />
          ) : null}
          <CardFieldsSection
            boardId={boardId}
            cardId={cardId}
            fields={board.fields}
            values={summary?.field_values ?? {}}
            people={[...people.values()]}
            readOnly={!canEdit}
          />
          <CardDescriptionEditor
            card={card.data}
            boardId={boardId}
            readOnly={!canEdit}
            people={[...people.values()]}
          />
          <CardChecklistSection
            boardId={boardId}
            cardId={cardId}
            readOnly={!canEdit}
            people={[...people.values()]}
            cardTitleOf={(id) => board.source?.cards.find((row) => row.id === id)?.title}
            cardPath={(id) => `/w/${slug}/b/${boardId}/c/${id}`}
          />
          <CardDependenciesSection
            cardId={cardId}
            openBlockers={summary?.open_blocker_count ?? card.data.open_blocker_count}
            boardCards={(board.source?.cards ?? []).filter((row) => row.archived_at === null)}
            canEdit={canEdit}
            onOpenCard={(id, onBoard) => void navigate(`/w/${slug}/b/${onBoard}/c/${id}`)}
          />
          <CardRecurrenceSection cardId={cardId} dueAt={card.data.due_at} canEdit={canEdit} />
          <CardAttachmentsSection
            boardId={boardId}
            card={card.data}
            cardId={cardId}
            workspaceId={board.board?.workspace_id}
            userId={userId}
            canUpload={canEdit}
            canModerate={canManage}
            people={people}
          />
          <CardCommentsSection
            cardId={cardId}
            userId={userId}
            canComment={access.canComment}
            canModerate={canManage}
            people={[...people.values()]}
          />
          <CardActivitySection
            cardId={cardId}
            cardTitle={card.data.title}
            listName={listName}
            cardTitleOf={(id) => board.source?.cards.find((row) => row.id === id)?.title}
          />
        </div>
      )}
    </Drawer>
  );
}
