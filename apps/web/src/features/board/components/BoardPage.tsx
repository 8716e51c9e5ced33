import {
  Badge,
  BoardColumn,
  Button,
  EmptyState,
  ErrorState,
  PresenceBar,
  PrivateBoardMark,
  Select,
  Skeleton,
} from '@teamboard/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useMatch, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useSession } from '@/features/auth';
import { useLiveMembership } from '@/features/workspaces';
import { BoardHintContext } from '../hooks/board-hint-context';
import { useBoardRealtime } from '../hooks/use-board-realtime';
import { describeHints, othersOnBoard, viewersByCard } from '../lib/presence';
import { ShareBoardDialog, useBoardPermissions, useLostBoardAccess } from '@/features/board-access';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { PartBoundary } from '@/features/system';
import { buildBoard } from '../lib/build-board';
import { focusCardTile } from '../lib/card-focus';
import { hasFilters } from '../lib/filters';
import { listWithDraft } from '../lib/card-drafts';
import { useCardDrafts } from '../hooks/use-card-drafts';
import { useBoardFilters } from '../hooks/use-board-filters';
import { BOARD_RENDERED_MARK } from '@/shared/lib/perf-marks';
import type { BoardCardView, BoardListView } from '../lib/view';
import { useBoardData } from '../hooks/use-board-data';
import { isBlockedMove, useBoardMutations } from '../hooks/use-board-mutations';
import type { CardMove } from '../lib/moves';
import { BlockedMoveDialog } from './BlockedMoveDialog';
import { useBoardKeyboard } from '../hooks/use-board-keyboard';
import { BoardCanvas, type ActiveDrag, type ColumnExtras } from './BoardCanvas';
import { isSelectField } from '../lib/custom-fields';
import { buildLanes, laneGroupName, laneGroupOf } from '../lib/swimlanes';
import { useLaneChange } from '../hooks/use-lane-change';
import { useCollapsedLanes } from '../hooks/use-collapsed-lanes';
import { BoardMenu } from './BoardMenu';
import { CardComposer } from './CardComposer';
import { FromTemplateMenu } from './FromTemplateMenu';
import { PendingCardTile } from './PendingCardTile';
import { QueueStatus } from './QueueStatus';
import { usePendingCards } from '../hooks/use-pending-cards';
import { FilterBar } from './FilterBar';
import { TableColumnsMenu } from './TableColumnsMenu';
import { ViewSwitcher } from './ViewSwitcher';
import { readViewSettings, writeViewSettings, type BoardViewSettings } from '../lib/view-settings';
import type { TimelineScale, ViewColumn, ViewGroup } from '@teamboard/sdk';
import { ListComposer } from './ListComposer';
import { ListMenu } from './ListMenu';
import { SortableCard } from './SortableCard';
import './board.css';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

// Views other than the plain columns, and the board's panels, load when first shown: most opens need none of them.
const BoardTable = lazyPart(
  () => import('./BoardTable'),
  (m) => m.BoardTable,
);
const BoardTimeline = lazyPart(
  () => import('./BoardTimeline'),
  (m) => m.BoardTimeline,
);
const SwimlaneCanvas = lazyPart(
  () => import('./SwimlaneCanvas'),
  (m) => m.SwimlaneCanvas,
);
const ArchivedPanel = lazyPart(
  () => import('./ArchivedPanel'),
  (m) => m.ArchivedPanel,
);
const LabelsDialog = lazyPart(
  () => import('./LabelsDialog'),
  (m) => m.LabelsDialog,
);

/** `/w/:slug/b/:boardId`: the lists and cards of a board, with the card drawer as a child route. */
export function BoardPage() {
  const { slug = '', boardId = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useT();
  const data = useBoardData(slug, boardId);
  useDocumentTitle(data.board?.name);
  const mutations = useBoardMutations(boardId, data.board?.blocked_move);
  // A blocked card dropped on a done list: asked about before it goes (boards whose rule is "confirm").
  const [blockedMove, setBlockedMove] = useState<CardMove | null>(null);
  const { filters, setFilters, params } = useBoardFilters(data.labelIds, data.memberIds, data.fieldIds);
  const [, setParams] = useSearchParams();
  const view: BoardViewSettings = { ...readViewSettings(params), filters };
  const setView = (next: BoardViewSettings) =>
    setParams((current) => writeViewSettings(current, next), { replace: true });
  // A second click on the sorted column turns its order around.
  const sortBy = (column: ViewColumn) =>
    setView({
      ...view,
      sort: {
        column,
        direction: view.sort?.column === column && view.sort.direction === 'asc' ? 'desc' : 'asc',
      },
    });
  // The board sits outside the workspace gate: it follows the user's membership itself.
  useLiveMembership(slug, data.workspace);
  const filtered = hasFilters(filters);
  const [now] = useState(() => new Date());
  // `undefined` until the user opens or closes a composer: until then it opens where a draft was kept.
  const [chosenComposer, setComposingIn] = useState<string | null>();
  const [drag, setDrag] = useState<ActiveDrag>(null);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const [archivedOpen, setArchivedOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const openCardId = useMatch('/w/:slug/b/:boardId/c/:cardId')?.params.cardId ?? null;
  const cardOpen = openCardId !== null;
  const { state } = useSession();
  const myId = state.status === 'signed-in' ? state.session.user.id : '';
  const myself = data.source?.people.get(myId);
  const realtime = useBoardRealtime(
    boardId,
    myself ? { displayName: myself.name, avatarUrl: myself.avatarUrl ?? null, openCardId } : null,
  );
  const filterRef = useRef<HTMLInputElement>(null);
  // The board role, not the workspace's: a commenter or viewer gets no editing controls.
  const access = useBoardPermissions(boardId);
  const { canEdit, canManage } = access;
  useLostBoardAccess({
    slug,
    boardName: data.board?.name,
    role: access.role,
    inWorkspace: data.workspace !== undefined,
  });
  const drafts = useCardDrafts(myId);
  // Each select field by its own name, for the table's groups and the board's lanes: one per option.
  const fieldGroups = (data.source?.fields ?? [])
    .filter(isSelectField)
    .map((field) => ({ value: `field.${field.id}` as const, label: field.name }));
  const laneGroup = view.type === 'board' ? laneGroupOf(view.groupBy, data.source?.fields ?? []) : null;
  const collapsedLanes = useCollapsedLanes(boardId);
  const pendingCards = usePendingCards(boardId);

  // What an admin's automation rules can name: the board's open lists, its labels and people, and
  // the time zone its schedules count in.
  const timeZone = data.board?.time_zone;
  const ruleChoices = useMemo(
    () => ({
      timeZone,
      lists: (data.source?.lists ?? []).map((list) => ({ id: list.id, name: list.name })),
      labels: data.labels.map((label) => ({ id: label.id, name: label.name })),
      people: [...(data.source?.people.values() ?? [])].map((person) => ({
        id: person.id,
        name: person.name,
      })),
    }),
    [data.source, data.labels, timeZone],
  );
  const built = useMemo(
    () => (data.source ? buildBoard(data.source, filters, now) : null),
    [data.source, filters, now],
  );
  const lanes = useMemo(
    () =>
      built && laneGroup
        ? buildLanes(built.lists, laneGroup, {
            people: data.members.map((member) => ({
              id: member.userId,
              name: member.displayName || t('board.formerMember'),
              avatarUrl: data.source?.people.get(member.userId)?.avatarUrl ?? null,
            })),
            labels: [...(data.source?.labels.values() ?? [])],
            words: {
              noAssignee: t('views.lanes.noAssignee'),
              noLabel: t('views.noLabel'),
              noValue: t('views.noValue'),
              formerMember: t('board.formerMember'),
            },
          })
        : null,
    [built, laneGroup, data.members, data.source, t],
  );
  const composingIn =
    chosenComposer === undefined
      ? (listWithDraft(drafts, built?.lists.map((list) => list.id) ?? []) ?? null)
      : chosenComposer;

  // Closing the drawer (Escape, the close button) gives focus back to the card's tile, not the page.
  const previousOpenCard = useRef(openCardId);
  useEffect(() => {
    const closed = openCardId === null ? previousOpenCard.current : null;
    previousOpenCard.current = openCardId;
    if (closed === null) return undefined;
    // After the drawer's own focus return, which runs on a timer once it unmounts.
    const timer = setTimeout(() => focusCardTile(closed), 0);
    return () => clearTimeout(timer);
  }, [openCardId]);

  const rendered = built !== null;
  useEffect(() => {
    if (rendered && performance.getEntriesByName(BOARD_RENDERED_MARK).length === 0) {
      performance.mark(BOARD_RENDERED_MARK);
    }
  }, [rendered]);

  const cardPath = (cardId: string) =>
    `/w/${slug}/b/${boardId}/c/${cardId}${params.size > 0 ? `?${params.toString()}` : ''}`;

  const moveCard = (move: CardMove) =>
    mutations.moveCard(move, {
      onError: (error) => {
        if (isBlockedMove(error) && data.board?.blocked_move !== 'refuse') setBlockedMove(move);
      },
    });
  const changeLane = useLaneChange(boardId, laneGroup, moveCard);

  useBoardKeyboard({
    lists: built?.lists ?? [],
    canEdit,
    onNewCard: (listId) => setComposingIn(listId),
    focusFilter: () => filterRef.current?.focus(),
    openLabels: () => setLabelsOpen(true),
    active: !cardOpen && drag === null && !labelsOpen && !archivedOpen && !shareOpen,
  });

  // The chosen view's code loads beside the board's data, not after it.
  const viewPart =
    view.type === 'table'
      ? BoardTable
      : view.type === 'timeline'
        ? BoardTimeline
        : laneGroup
          ? SwimlaneCanvas
          : null;
  useEffect(() => void viewPart?.preload(), [viewPart]);

  if (data.error) {
    return (
      <main className="board-page board-page--state">
        <ErrorState title={t('board.loadError')} message={errorMessage(data.error)} onRetry={data.refetch} />
      </main>
    );
  }

  const loadingColumns = (
    <div className="board-canvas" aria-label={t('board.loadingBoard')}>
      {[0, 1, 2].map((key) => (
        <BoardColumn key={key} name={t('board.loadingList')} cardCount={0} status="loading" />
      ))}
    </div>
  );
  const cardTitle = (id: string) => data.source?.cards.find((card) => card.id === id)?.title;
  const others = othersOnBoard(realtime.viewers, myId, cardTitle);
  const openBy = viewersByCard(realtime.viewers, myId);
  const hints = describeHints(
    realtime.hints,
    myId,
    {
      person: (id) => data.source?.people.get(id)?.name ?? t('board.someone'),
      card: cardTitle,
      list: (id) => data.source?.lists.find((list) => list.id === id)?.name,
    },
    t,
  );
  const changeDrag = (next: ActiveDrag) => {
    setDrag(next);
    realtime.sendHint(
      next === null
        ? { kind: 'idle' }
        : next.type === 'card'
          ? { kind: 'dragging-card', cardId: next.id }
          : { kind: 'dragging-list', listId: next.id },
    );
  };

  const renderCard = (
    card: BoardCardView,
    index: number,
    measureRef?: (element: HTMLElement | null) => void,
  ) => (
    <SortableCard
      key={card.id}
      card={card}
      href={cardPath(card.id)}
      onOpen={() => void navigate(cardPath(card.id))}
      draggable={canEdit}
      droppable={drag?.type !== 'list'}
      now={now}
      index={index}
      measureRef={measureRef}
      viewers={openBy.get(card.id)}
    />
  );

  // A list's adds still under way, then its composer: nothing when there is neither, so an empty list says so.
  const composerOf = (list: BoardListView, render: (composing: boolean) => ReactNode) =>
    composingIn === list.id || pendingCards.some((card) => card.listId === list.id)
      ? render(composingIn === list.id)
      : undefined;
  const columnExtras = (list: BoardListView): ColumnExtras =>
    canEdit
      ? {
          menu: (
            <ListMenu
              list={list}
              onUpdate={(input) => mutations.updateList(input)}
              onArchive={() => mutations.archiveList(list.id)}
              onDoneChange={
                canManage ? (done) => mutations.setListDone({ listId: list.id, done }) : undefined
              }
            />
          ),
          composer: composerOf(list, (composing) => (
            <>
              {pendingCards
                .filter((card) => card.listId === list.id)
                .map((card, index) => (
                  <PendingCardTile key={`pending-${String(index)}`} card={card} />
                ))}
              {composing ? (
                <CardComposer
                  key="composer"
                  listId={list.id}
                  listName={list.name}
                  onCreate={(input, onFailed) => mutations.createCard(input, { onError: onFailed })}
                  onClose={() => setComposingIn(null)}
                  drafts={drafts}
                  more={<FromTemplateMenu boardId={boardId} listId={list.id} />}
                />
              ) : null}
            </>
          )),
          onAddCard: composingIn === list.id ? undefined : () => setComposingIn(list.id),
        }
      : {};

  return (
    <main className="board-page" aria-busy={data.loading || undefined}>
      <header className="board-page__header">
        <div className="board-page__heading">
          <h1 className="board-page__title">{data.board?.name ?? <Skeleton width={180} height={24} />}</h1>
          {data.board?.visibility === 'private' ? <PrivateBoardMark showLabel /> : null}
          {data.board?.is_template ? <Badge tone="accent">{t('board.template')}</Badge> : null}
          {data.board?.description ? (
            <p className="board-page__description">{data.board.description}</p>
          ) : null}
        </div>
        <div className="board-page__tools">
          <PresenceBar viewers={others} connection={realtime.connection} />
          <QueueStatus />
          {access.role ? (
            <Button variant="secondary" size="sm" onClick={() => setShareOpen(true)}>
              {t('boardAccess.share')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setLabelsOpen(true)}>
            {t('board.labels')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setArchivedOpen(true)}>
            {t('board.archived')}
          </Button>
          {data.board ? (
            <BoardMenu
              board={data.board}
              slug={slug}
              canManage={canManage}
              fields={data.fields}
              ruleChoices={ruleChoices}
            />
          ) : null}
        </div>
      </header>
      <PartBoundary>
        {shareOpen && data.board ? (
          <ShareBoardDialog
            boardId={boardId}
            boardName={data.board.name}
            visibility={data.board.visibility}
            workspaceId={data.board.workspace_id}
            userId={myId}
            canManage={canManage}
            onClose={() => setShareOpen(false)}
          />
        ) : null}
        {archivedOpen ? (
          <ArchivedPanel
            boardId={boardId}
            userId={myId}
            canEdit={canEdit}
            canManage={canManage}
            onOpenChange={setArchivedOpen}
          />
        ) : null}
        {labelsOpen ? (
          <LabelsDialog
            boardId={boardId}
            labels={data.labels}
            canEdit={canEdit}
            open
            onOpenChange={setLabelsOpen}
          />
        ) : null}
      </PartBoundary>
      {hints.length > 0 ? (
        <p className="board-page__hints" role="status">
          {hints.join(' · ')}
        </p>
      ) : null}
      <div className="board-page__views">
        <ViewSwitcher slug={slug} boardId={boardId} settings={view} canEdit={canEdit} />
        {view.type === 'board' ? (
          <Select<ViewGroup | 'none'>
            label={t('views.lanesBy')}
            size="sm"
            value={laneGroup ? laneGroupName(laneGroup) : 'none'}
            options={[
              { value: 'none', label: t('views.group.none') },
              { value: 'assignee', label: t('views.group.assignee') },
              { value: 'label', label: t('views.group.label') },
              ...fieldGroups,
            ]}
            onValueChange={(group) => setView({ ...view, groupBy: group === 'none' ? null : group })}
          />
        ) : null}
        {view.type === 'table' ? (
          <Select<ViewGroup | 'none'>
            label={t('views.groupBy')}
            size="sm"
            value={view.groupBy ?? 'none'}
            options={[
              { value: 'none', label: t('views.group.none') },
              { value: 'list', label: t('views.group.list') },
              { value: 'label', label: t('views.group.label') },
              { value: 'assignee', label: t('views.group.assignee') },
              ...fieldGroups,
            ]}
            onValueChange={(group) => setView({ ...view, groupBy: group === 'none' ? null : group })}
          />
        ) : null}
        {view.type === 'timeline' ? (
          <Select<TimelineScale>
            label={t('views.scale')}
            size="sm"
            value={view.scale}
            options={[
              { value: 'day', label: t('views.scale.day') },
              { value: 'week', label: t('views.scale.week') },
              { value: 'month', label: t('views.scale.month') },
            ]}
            onValueChange={(scale) => setView({ ...view, scale })}
          />
        ) : null}
        {view.type === 'table' && data.source ? (
          <TableColumnsMenu
            fields={data.source.fields}
            hidden={view.hiddenColumns}
            onChange={(hiddenColumns) =>
              setParams(
                (current) => writeViewSettings(current, { ...readViewSettings(current), hiddenColumns }),
                { replace: true },
              )
            }
          />
        ) : null}
      </div>
      <FilterBar
        filters={filters}
        onChange={setFilters}
        people={data.members.map((member) => ({
          id: member.userId,
          name: member.displayName || t('board.formerMember'),
        }))}
        labels={data.labels}
        shown={built?.shown ?? 0}
        total={built?.total ?? 0}
        textRef={filterRef}
      />
      <PartBoundary loading={loadingColumns}>
        {built === null ? (
          loadingColumns
        ) : built.lists.length === 0 && !canEdit ? (
          <EmptyState title={t('board.noLists.title')} description={t('board.noLists.description')} />
        ) : view.type === 'timeline' ? (
          <BoardTimeline
            boardId={boardId}
            lists={built.lists}
            scale={view.scale}
            canEdit={canEdit}
            now={now}
            onOpenCard={(cardId) => void navigate(cardPath(cardId))}
          />
        ) : view.type === 'table' && data.source ? (
          <BoardTable
            boardId={boardId}
            lists={built.lists}
            fields={data.source.fields}
            people={[...data.source.people.values()]}
            labels={data.labels}
            fieldText={data.source.fieldText}
            sort={view.sort}
            groupBy={view.groupBy}
            hiddenColumns={view.hiddenColumns}
            onSort={sortBy}
            canEdit={canEdit}
            now={now}
            onOpenCard={(cardId) => void navigate(cardPath(cardId))}
          />
        ) : lanes && laneGroup ? (
          <SwimlaneCanvas
            lanes={lanes}
            group={laneGroup}
            lists={built.lists}
            canEdit={canEdit}
            filtered={filtered}
            now={now}
            collapsed={collapsedLanes.collapsed}
            onCollapsedChange={collapsedLanes.setCollapsed}
            cardLink={(card) => ({ href: cardPath(card.id), onOpen: () => void navigate(cardPath(card.id)) })}
            viewersOf={(cardId) => openBy.get(cardId)}
            onDrop={changeLane}
            onDragChange={changeDrag}
          />
        ) : (
          <BoardCanvas
            lists={built.lists}
            canEdit={canEdit}
            filtered={filtered}
            now={now}
            renderCard={renderCard}
            columnExtras={columnExtras}
            onMoveCard={moveCard}
            onMoveList={(move) => mutations.moveList(move)}
            onDragChange={changeDrag}
            trailing={
              canEdit ? (
                <ListComposer
                  boardId={boardId}
                  pending={mutations.creatingList}
                  onCreate={(input, onFailed) => mutations.createList(input, { onError: onFailed })}
                />
              ) : null
            }
          />
        )}
      </PartBoundary>
      {blockedMove ? (
        <BlockedMoveDialog
          cardTitle={data.source?.cards.find((card) => card.id === blockedMove.cardId)?.title ?? ''}
          listName={built?.lists.find((list) => list.id === blockedMove.listId)?.name ?? ''}
          blockers={
            data.source?.cards.find((card) => card.id === blockedMove.cardId)?.open_blocker_count ?? 0
          }
          onCancel={() => setBlockedMove(null)}
          onConfirm={() => {
            mutations.moveCard({ ...blockedMove, moveBlocked: true });
            setBlockedMove(null);
          }}
        />
      ) : null}
      <BoardHintContext value={realtime.sendHint}>
        <Outlet />
      </BoardHintContext>
    </main>
  );
}
