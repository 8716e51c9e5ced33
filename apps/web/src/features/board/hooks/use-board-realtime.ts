import { useQueryClient } from '@tanstack/react-query';
import {
  subscribeToBoard,
  type Attachment,
  type BoardChange,
  type BoardHint,
  type BoardSubscription,
  type BoardViewer,
  type ReceivedBoardHint,
} from '@teamboard/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConnection, useConnectionStore, type ConnectionState } from '@/shared/connection';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { cardKeys, isAttachmentsKey, isChecklistKey, isReactionsKey } from '@/shared/query-keys/card-keys';
import { cardIdOf, cardsAfter } from '../lib/apply-board-change';
import { keepPlaceWhileMoving, movesUnderWay } from '../lib/moves-under-way';
import { applyRowChange } from '@/shared/lib/row-changes';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { boardKeys, boardRoleKeys } from '@/shared/query-keys/board-keys';

/** Hints older than this are dropped: a lost "idle" must not leave someone "dragging" forever. */
const HINT_TTL_MS = 8_000;

export interface BoardRealtime {
  connection: ConnectionState;
  viewers: readonly BoardViewer[];
  hints: readonly ReceivedBoardHint[];
  sendHint: (hint: BoardHint) => void;
}

/**
 * Keeps the board's caches live: each change patches (or, where it cannot,
 * invalidates) the query it belongs to; after a reconnect everything is
 * refetched. Also shares presence (who views, which card is open) and hints.
 */
export function useBoardRealtime(
  boardId: string,
  me: { displayName: string; avatarUrl: string | null; openCardId: string | null } | null,
): BoardRealtime {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const subscription = useRef<BoardSubscription | null>(null);
  const connectionStore = useConnectionStore();
  const connection = useConnection();
  const [viewers, setViewers] = useState<readonly BoardViewer[]>([]);
  // Stamped on arrival: the sender's clock (`sentAt`) may be off from ours.
  const [hints, setHints] = useState<readonly { hint: ReceivedBoardHint; at: number }[]>([]);
  const meRef = useRef(me);
  useEffect(() => {
    meRef.current = me;
  });

  useEffect(() => {
    const apply = (change: BoardChange) => {
      const patchRows = <T extends { id: string }>(
        key: readonly unknown[],
        row: T | null,
        id: string | undefined,
      ) => {
        queryClient.setQueryData<T[]>(key, (rows) => {
          if (!rows) return rows;
          if (row !== null)
            return applyRowChange(rows, {
              type: rows.some((r) => r.id === row.id) ? 'UPDATE' : 'INSERT',
              row,
            });
          return id === undefined ? rows : applyRowChange(rows, { type: 'DELETE', id });
        });
      };
      if (change.table === 'boards') {
        if (change.row) queryClient.setQueryData(boardKeys.board(boardId), change.row);
        return;
      }
      if (change.table === 'lists') {
        patchRows(boardKeys.lists(boardId), change.row, change.old?.id);
        return;
      }
      if (change.table === 'labels') {
        void queryClient.invalidateQueries({ queryKey: boardKeys.labels(boardId) });
        return;
      }
      if (change.table === 'custom_fields' || change.table === 'custom_field_options') {
        void queryClient.invalidateQueries({ queryKey: boardKeys.fields(boardId) });
        return;
      }
      if (change.table === 'saved_views') {
        void queryClient.invalidateQueries({ queryKey: boardKeys.savedViews(boardId) });
        return;
      }
      if (change.table === 'attachments') {
        applyAttachmentChange(change);
        return;
      }
      if (change.table === 'card_recurrences') {
        // A rule set, changed or removed elsewhere: the open card's rule and its activity. A
        // removal may name only the rule's id, so then every open card's rule is asked again.
        const cardId = cardIdOf(change);
        if (cardId === undefined) {
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] === 'card' && query.queryKey[2] === 'recurrence',
          });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: cardKeys.recurrence(cardId) });
        void queryClient.invalidateQueries({ queryKey: cardKeys.activity(cardId) });
        return;
      }
      if (change.table === 'checklists') {
        // Added, renamed, reordered or deleted elsewhere: the open card's checklists, and its
        // items (a deleted checklist takes its items along). A deletion may name only the
        // checklist, so then every open card's checklists are asked again.
        const cardId = cardIdOf(change);
        void queryClient.invalidateQueries({ predicate: (query) => isChecklistKey(query.queryKey, cardId) });
        return;
      }
      if (change.table === 'comment_reactions') {
        // Hosted Supabase sends a removal with the key only (no card): refresh the open card's reactions.
        void queryClient.invalidateQueries({ predicate: (query) => isReactionsKey(query.queryKey) });
        return;
      }
      const cards = queryClient.getQueryData<CardSummaryRow[]>(boardKeys.cards(boardId)) ?? [];
      const shown = keepPlaceWhileMoving(
        change,
        cards,
        (cardId) => movesUnderWay(queryClient, boardId, cardId) > 0,
      );
      const update = cardsAfter(cards, shown);
      if (update.kind === 'set') queryClient.setQueryData(boardKeys.cards(boardId), update.cards);
      if (update.kind === 'refetch')
        void queryClient.invalidateQueries({ queryKey: boardKeys.cards(boardId) });
      // The open card's own caches: the row itself, and whatever list the change belongs to.
      const cardId = cardIdOf(change);
      if (cardId === undefined) return;
      // The board's templates, listed apart: a card made or unmade a template, or a change to one.
      const templates = queryClient.getQueryData<CardSummaryRow[]>(boardKeys.cardTemplates(boardId));
      if (
        (change.table === 'cards' && change.row?.is_template) ||
        templates?.some((template) => template.id === cardId)
      )
        void queryClient.invalidateQueries({ queryKey: boardKeys.cardTemplates(boardId) });
      if (shown.table === 'cards' && shown.row) queryClient.setQueryData(cardKeys.card(cardId), shown.row);
      if (change.table === 'comments')
        void queryClient.invalidateQueries({ queryKey: cardKeys.comments(cardId) });
      if (change.table === 'checklist_items')
        void queryClient.invalidateQueries({ queryKey: cardKeys.checklist(cardId) });
      void queryClient.invalidateQueries({ queryKey: cardKeys.activity(cardId) });
    };

    // Tile counts and the open card's file list. A deletion carries the card only where the
    // server sends whole old rows, so it recounts the board and drops the file from any list.
    const applyAttachmentChange = (change: Extract<BoardChange, { table: 'attachments' }>) => {
      const cardsKey = boardKeys.cards(boardId);
      if (change.type === 'DELETE') {
        const id = change.old.id;
        if (id !== undefined) {
          queryClient.setQueriesData<Attachment[]>(
            { predicate: (query) => isAttachmentsKey(query.queryKey) },
            (rows) => rows && applyRowChange(rows, { type: 'DELETE', id }),
          );
        }
        void queryClient.invalidateQueries({ queryKey: cardsKey });
      } else {
        const row = change.row;
        queryClient.setQueryData<Attachment[]>(
          cardKeys.attachments(row.card_id),
          (rows) => rows && applyRowChange(rows, { type: 'UPDATE', row }),
        );
        if (change.type === 'INSERT') {
          queryClient.setQueryData<CardSummaryRow[]>(cardsKey, (cards) =>
            cards?.map((card) =>
              card.id === row.card_id ? { ...card, attachment_count: card.attachment_count + 1 } : card,
            ),
          );
        }
      }
      const cardId = cardIdOf(change);
      if (cardId !== undefined) void queryClient.invalidateQueries({ queryKey: cardKeys.activity(cardId) });
    };

    const current = subscribeToBoard(
      client,
      boardId,
      {
        onChange: apply,
        // Visibility or someone's board membership changed: ask again what the viewer may do here
        // (useLostBoardAccess takes the board away when the answer is none), and who is on it.
        onAccessChange: () => {
          void queryClient.invalidateQueries({ queryKey: boardRoleKeys.of(boardId) });
          void queryClient.invalidateQueries({ queryKey: boardKeys.members(boardId) });
        },
        onPresence: setViewers,
        onHint: (hint) =>
          setHints((previous) => [
            ...previous.filter(
              (other) => other.hint.userId !== hint.userId && Date.now() - other.at < HINT_TTL_MS,
            ),
            ...(hint.kind === 'idle' ? [] : [{ hint, at: Date.now() }]),
          ]),
        // The app's one connection state hears the channel; the badge reads that, not the channel alone.
        onStatus: (status) => connectionStore.reportChannel(`board:${boardId}`, status),
        onResync: () => {
          void queryClient.invalidateQueries({ queryKey: boardKeys.all(boardId) });
          void queryClient.invalidateQueries({ queryKey: ['card'] });
        },
      },
      meRef.current ? { viewer: meRef.current } : {},
    );
    subscription.current = current;
    // Status changes are reported from here on; the first one ('connecting') is not a change.
    connectionStore.reportChannel(`board:${boardId}`, current.status());
    return () => {
      subscription.current = null;
      void current.unsubscribe();
    };
  }, [client, queryClient, boardId, connectionStore]);

  const displayName = me?.displayName;
  const avatarUrl = me?.avatarUrl;
  const openCardId = me?.openCardId;
  useEffect(() => {
    if (displayName === undefined) return;
    void subscription.current?.track({ displayName, avatarUrl, openCardId });
  }, [displayName, avatarUrl, openCardId]);

  // Expired hints leave even when nobody sends anything new.
  useEffect(() => {
    if (hints.length === 0) return undefined;
    const timer = setTimeout(
      () => setHints((previous) => previous.filter((entry) => Date.now() - entry.at < HINT_TTL_MS)),
      HINT_TTL_MS,
    );
    return () => clearTimeout(timer);
  }, [hints]);

  const sendHint = useCallback((hint: BoardHint) => {
    void subscription.current?.sendHint(hint);
  }, []);

  return { connection, viewers, hints: hints.map((entry) => entry.hint), sendHint };
}
