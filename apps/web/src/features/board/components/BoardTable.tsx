import { useVirtualizer } from '@tanstack/react-virtual';
import { type CustomFieldValue as SdkFieldValue, type ViewColumn, type ViewSettings } from '@teamboard/sdk';
import {
  Checkbox,
  TableHeaderCell,
  useToast,
  type CustomFieldView,
  type FieldPerson,
  type FieldValueWords,
  type LabelColor,
} from '@teamboard/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useBulkCardActions } from '../hooks/use-bulk-card-actions';
import { useCardValueEdits } from '../hooks/use-card-value-edits';
import { dayOf, dueOnDay } from '../lib/due-day';
import { nextCell, type GridCell } from '../lib/grid-keys';
import { tableColumns } from '../lib/table-columns';
import { tableLines } from '../lib/table-rows';
import {
  emptySelection,
  extendSelection,
  headerState,
  keepShown,
  rowOrder,
  selectRange,
  toggleAll,
  toggleRow,
  type TableSelection,
} from '../lib/table-selection';
import { BulkActionBar } from './BulkActionBar';
import {
  BoardTableCardRow,
  BoardTableGroupRow,
  ROW_HEIGHT,
  type TableRowActions,
  type TableRowContext,
} from './BoardTableRow';
import type { BoardCardView, BoardListView } from '../lib/view';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
/** The selection checkboxes' column, before the data columns (editors only). */
const SELECT_WIDTH = '2.5rem';

export interface BoardTableProps {
  boardId: string;
  lists: readonly BoardListView[];
  fields: readonly CustomFieldView[];
  people: readonly FieldPerson[];
  /** The board's labels, offered by the bulk "add label" and the labels cells. */
  labels: readonly { id: string; name: string; color: LabelColor }[];
  fieldText: { locale: string; words: FieldValueWords };
  sort: ViewSettings['sort'];
  groupBy: ViewSettings['groupBy'];
  hiddenColumns: readonly ViewColumn[];
  onSort: (column: ViewColumn) => void;
  canEdit: boolean;
  now: Date;
  onOpenCard: (cardId: string) => void;
}

/**
 * The board as a spreadsheet: one row per shown card, sortable columns, rows
 * grouped by list, label, person or a select field's options; every cell but
 * created/updated edited in place with the drawer's calls (titles and dates by
 * the versioned update, the list by the bulk bar's move, labels, people and
 * field values as the drawer sets them); columns can be hidden (the title cannot).
 * Only the rows in view are rendered. Editors select rows (a box per row,
 * Shift-click for a range, Space on any cell of the row, the header's box for
 * all shown) for the bulk actions above the table.
 */
export function BoardTable(props: BoardTableProps) {
  const { boardId, lists, fields, sort, groupBy, hiddenColumns, canEdit, now, fieldText } = props;
  const { t } = useT();
  const { toast } = useToast();
  const update = useCardUpdate(boardId, () => toast({ title: t('card.conflict'), variant: 'error' }));
  const lines = useMemo(
    () =>
      tableLines(
        lists,
        sort,
        groupBy,
        { noLabel: t('views.noLabel'), noAssignee: t('views.noAssignee'), noValue: t('views.noValue') },
        fields,
      ),
    [lists, sort, groupBy, t, fields],
  );
  const columns = useMemo(
    () => tableColumns(t, fields).filter((column) => !hiddenColumns.includes(column.id)),
    [t, fields, hiddenColumns],
  );
  const selectable = canEdit;
  const template = [...(selectable ? [SELECT_WIDTH] : []), ...columns.map((column) => column.width)].join(
    ' ',
  );
  const cardsById = useMemo(
    () =>
      new Map(lines.flatMap((line) => (line.kind === 'card' ? [[line.card.id, line.card] as const] : []))),
    [lines],
  );
  const order = useMemo(() => rowOrder(cardsById.keys()), [cardsById]);
  const [storedSelection, setSelection] = useState<TableSelection>(emptySelection);
  // Rows gone from view (filtered out, archived by someone) are never acted on. Memoised: the table
  // renders on every scroll step, and each of these walks all its cards (5,000 on a large board).
  const selection = useMemo(() => keepShown(storedSelection, order), [storedSelection, order]);
  const selected = useMemo(
    () => order.filter((id) => selection.ids.has(id)).map((id) => cardsById.get(id)!),
    [order, selection, cardsById],
  );
  const header = useMemo(() => headerState(selection, order), [selection, order]);
  const select = (change: (selection: TableSelection) => TableSelection) =>
    setSelection((current) => change(keepShown(current, order)));
  const bulk = useBulkCardActions(boardId);
  const scroller = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns functions that change with scroll; this component is simply not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 800 },
    getItemKey: (index) => lines[index]?.key ?? index,
  });
  const [active, setActive] = useState<GridCell>({ row: 0, col: 0 });
  // Keyboard moves bring the cell into view first, then focus it once rendered.
  const [pendingFocus, setPendingFocus] = useState(false);
  const activeRow = Math.min(active.row, Math.max(lines.length - 1, 0));
  const items = virtualizer.getVirtualItems();
  useEffect(() => {
    if (!pendingFocus) return;
    const cell = scroller.current?.querySelector<HTMLElement>(
      `[data-row="${String(activeRow)}"][data-col="${String(active.col)}"]`,
    );
    if (cell) {
      cell.focus();
      setPendingFocus(false);
    }
    // `items`: the cell may render only after the scroll that brings it into view.
  }, [pendingFocus, activeRow, active.col, items]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.dataset.row === undefined || target.dataset.col === undefined) return;
    const from = { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const focused = lines[from.row];
    if (event.key === ' ' && selectable && focused?.kind === 'card') {
      event.preventDefault();
      const id = focused.card.id;
      select((current) => (event.shiftKey ? selectRange(current, order, id) : toggleRow(current, id)));
      return;
    }
    const next = nextCell(
      from,
      event.key,
      lines.length,
      columns.length,
      (row) => lines[row]?.kind === 'group',
    );
    if (next === null) {
      const line = lines[from.row];
      // Enter on a cell that is not edited in place (which took the key already) opens the card.
      if (event.key === 'Enter' && !event.defaultPrevented && line?.kind === 'card')
        props.onOpenCard(line.card.id);
      return;
    }
    event.preventDefault();
    // Shift+Up/Down extends the selection to the row the focus moves to (a heading row is passed over).
    const reached = lines[next.row];
    if (
      selectable &&
      event.shiftKey &&
      (event.key === 'ArrowUp' || event.key === 'ArrowDown') &&
      focused?.kind === 'card' &&
      reached?.kind === 'card'
    ) {
      const [fromId, toId] = [focused.card.id, reached.card.id];
      select((current) => extendSelection(current, order, fromId, toId));
    }
    setActive(next);
    virtualizer.scrollToIndex(next.row);
    setPendingFocus(true);
  };

  const sortOf = (column: ViewColumn) => (sort?.column === column ? sort.direction : null);
  // Why a cell's last edit was refused, by `cardId:column`, shown in the cell until its next edit.
  const [cellErrors, setCellErrors] = useState<Readonly<Record<string, string>>>({});
  const edits = useCardValueEdits(boardId);
  const people = useMemo(() => [...props.people].sort(byName), [props.people]);

  // The rows' edits read this render's state through a ref, so the object the rows get never changes
  // and a scroll step does not redraw the rows already drawn.
  const latest = useRef<TableRowActions | null>(null);
  useLayoutEffect(() => {
    const refuse = (key: string, message: string | null) =>
      setCellErrors((current) => {
        const { [key]: _previous, ...rest } = current;
        return message === null ? rest : { ...rest, [key]: message };
      });
    const tracked = (card: BoardCardView, column: ViewColumn) => {
      const key = `${card.id}:${column}`;
      refuse(key, null);
      return { onError: (error: Error) => refuse(key, errorMessage(error)) };
    };
    latest.current = {
      editTitle: (card, title) =>
        update.mutate({ cardId: card.id, expectedVersion: card.version, title }, tracked(card, 'title')),
      editDue: (card, day) =>
        update.mutate(
          { cardId: card.id, expectedVersion: card.version, dueAt: dueOnDay(card.dueAt, day) },
          tracked(card, 'due'),
        ),
      // The drawer's rule, said before the round trip; the database holds it too (a stale due date).
      editStart: (card, day) => {
        const options = tracked(card, 'start');
        if (day !== '' && card.dueAt !== null && day > dayOf(card.dueAt)) {
          refuse(`${card.id}:start`, t('views.startAfterDue'));
          toast({ title: t('views.startAfterDue'), variant: 'error' });
          return;
        }
        // A new day keeps the start's time of day, as a due date's does.
        update.mutate(
          { cardId: card.id, expectedVersion: card.version, startAt: dueOnDay(card.startAt, day) },
          options,
        );
      },
      setField: (card, field, next) =>
        edits.setFieldValue(
          {
            cardId: card.id,
            fieldId: field.id,
            // The SDK takes a mutable list of options.
            value: Array.isArray(next) ? [...(next as readonly string[])] : (next as SdkFieldValue | null),
          },
          tracked(card, `field:${field.id}`),
        ),
      // To the end of the chosen list, as the bulk bar moves (with its Undo).
      moveTo: (card, listId) => {
        const list = lists.find((candidate) => candidate.id === listId);
        if (list) void bulk.moveTo([card], list.id, list.name);
      },
      toggleTag: (card, kind, id, on) =>
        edits.toggleTag(
          { cardId: card.id, kind, id, on },
          tracked(card, kind === 'label' ? 'labels' : 'assignees'),
        ),
      toggleRow: (cardId, shift) =>
        select((current) => (shift ? selectRange(current, order, cardId) : toggleRow(current, cardId))),
    };
  });
  const actions = useMemo<TableRowActions>(() => {
    const current = () => latest.current!;
    return {
      editTitle: (card, title) => current().editTitle(card, title),
      editDue: (card, day) => current().editDue(card, day),
      editStart: (card, day) => current().editStart(card, day),
      setField: (card, field, value) => current().setField(card, field, value),
      moveTo: (card, listId) => current().moveTo(card, listId),
      toggleTag: (card, kind, id, on) => current().toggleTag(card, kind, id, on),
      toggleRow: (cardId, shift) => current().toggleRow(cardId, shift),
    };
  }, []);
  const rowContext = useMemo<TableRowContext>(
    () => ({
      columns,
      template,
      selectable,
      canEdit,
      now,
      fieldText,
      lists,
      labels: props.labels,
      people,
      fields,
      errors: cellErrors,
      actions,
    }),
    [
      columns,
      template,
      selectable,
      canEdit,
      now,
      fieldText,
      lists,
      props.labels,
      people,
      fields,
      cellErrors,
      actions,
    ],
  );

  return (
    <>
      {selectable ? (
        <div className="board-table__bulk-slot">
          {selected.length > 0 ? (
            <BulkActionBar
              count={selected.length}
              busy={bulk.busy}
              lists={lists.map((list) => ({ id: list.id, name: list.name }))}
              labels={props.labels}
              people={people}
              onMove={(list) => void bulk.moveTo(selected, list.id, list.name)}
              onLabel={(label) => void bulk.addLabel(selected, label.id, label.name)}
              onAssign={(person) => void bulk.assign(selected, person.id, person.name)}
              onArchive={() => void bulk.archive(selected)}
              onClear={() => setSelection(emptySelection)}
            />
          ) : null}
        </div>
      ) : null}
      <div
        ref={scroller}
        className="board-table"
        role="grid"
        aria-label={t('views.tableLabel')}
        aria-rowcount={lines.length + 1}
        aria-colcount={columns.length + (selectable ? 1 : 0)}
        aria-multiselectable={selectable || undefined}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const { row, col } = (event.target as HTMLElement).dataset;
          if (row !== undefined && col !== undefined) setActive({ row: Number(row), col: Number(col) });
        }}
      >
        <div
          role="row"
          aria-rowindex={1}
          className="board-table__head"
          style={{ gridTemplateColumns: template }}
        >
          {selectable ? (
            <div role="columnheader" className="board-table__select">
              <Checkbox
                label={t('views.bulk.selectAll')}
                hideLabel
                checked={header}
                disabled={order.length === 0}
                onCheckedChange={() => select((current) => toggleAll(current, order))}
              />
            </div>
          ) : null}
          {columns.map((column) => (
            <TableHeaderCell
              key={column.id}
              label={column.label}
              sort={sortOf(column.id)}
              onSort={() => props.onSort(column.id)}
            />
          ))}
        </div>
        <div className="board-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const line = lines[item.index]!;
            const activeCol = item.index === activeRow ? active.col : null;
            return line.kind === 'group' ? (
              <BoardTableGroupRow
                key={item.key}
                label={line.label}
                count={line.count}
                index={item.index}
                start={item.start}
                activeCol={activeCol}
              />
            ) : (
              <BoardTableCardRow
                key={item.key}
                line={line}
                index={item.index}
                start={item.start}
                activeCol={activeCol}
                selected={selection.ids.has(line.card.id)}
                context={rowContext}
              />
            );
          })}
        </div>
        {lines.length === 0 ? <p className="board-table__empty">{t('views.noCards')}</p> : null}
      </div>
    </>
  );
}
