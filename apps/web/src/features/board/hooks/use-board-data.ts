import { useQuery } from '@tanstack/react-query';
import { listBoardMembers } from '@teamboard/sdk';
import { useUiText, type CardLabel } from '@teamboard/ui';
import { useMemo } from 'react';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import type { BoardSource } from '../lib/build-board';
import { boardQueries } from '../lib/board-queries';
import { toFieldView } from '../lib/custom-fields';
import { peopleOf } from '../lib/people';
import { boardKeys } from '@/shared/query-keys/board-keys';

/**
 * Everything the board screen reads, each in its own query so realtime can patch one at a time.
 * The board, its lists and its cards come from one `loadBoard` request that their three queries
 * share (see `boardQueries`); the route's loader has usually started them already.
 */
export function useBoardData(slug: string, boardId: string) {
  const client = useTeamboardClient();
  const { t } = useT();
  const formerMember = t('board.formerMember');
  const ui = useUiText();
  const fieldText = useMemo(
    () => ({
      locale: ui.locale,
      words: { yes: ui.t('ui.fields.yes'), no: ui.t('ui.fields.no'), unknown: ui.t('ui.fields.unknown') },
    }),
    [ui],
  );
  const queries = useMemo(() => boardQueries(client, slug, boardId), [client, slug, boardId]);
  // A guest is on the board without being in its workspace: for them this stays empty.
  const workspace = useQuery(queries.workspace);
  const board = useQuery(queries.board);
  const lists = useQuery(queries.lists);
  const cards = useQuery(queries.cards);
  const labels = useQuery(queries.labels);
  const fields = useQuery(queries.fields);
  // The board's people, not the workspace's: assignees, mentions and filters offer only those
  // who can open the board (and a guest learns of nobody else).
  const members = useQuery({
    queryKey: boardKeys.members(boardId),
    queryFn: () => listBoardMembers(client, boardId),
  });

  const source = useMemo<BoardSource | null>(() => {
    if (!lists.data || !cards.data) return null;
    const labelMap = new Map<string, CardLabel>(
      (labels.data ?? []).map((label) => [label.id, { id: label.id, name: label.name, color: label.color }]),
    );
    return {
      lists: lists.data,
      cards: cards.data,
      labels: labelMap,
      people: peopleOf(members.data ?? [], formerMember),
      fields: (fields.data ?? []).map(toFieldView),
      fieldText,
    };
  }, [lists.data, cards.data, labels.data, members.data, formerMember, fields.data, fieldText]);

  const labelIds = useMemo(() => labels.data && new Set(labels.data.map((label) => label.id)), [labels.data]);
  const fieldIds = useMemo(() => fields.data && new Set(fields.data.map((field) => field.id)), [fields.data]);
  const memberIds = useMemo(
    () => members.data && new Set(members.data.map((member) => member.userId)),
    [members.data],
  );

  const primary = [board, lists, cards];
  // A board shown from the local copy stays when catching up fails: the badge says why.
  const error = primary.find((query) => query.error && query.data === undefined)?.error ?? null;
  return {
    workspace: workspace.data,
    board: board.data,
    members: members.data ?? [],
    labels: labels.data ?? [],
    fields: fields.data ?? [],
    /** Null until loaded, like `labelIds`. */
    fieldIds: fieldIds ?? null,
    /** Null until loaded, so filters do not drop ids they cannot check yet. */
    labelIds: labelIds ?? null,
    memberIds: memberIds ?? null,
    source,
    loading: primary.some((query) => query.isPending),
    error,
    refetch: () => {
      for (const query of primary) if (query.error) void query.refetch();
    },
  };
}
