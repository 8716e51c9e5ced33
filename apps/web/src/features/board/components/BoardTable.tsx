import { useVirtualizer } from '@tanstack/react-virtual';
import { TEXT_LIMITS, type ViewColumn, type ViewSettings } from '@teamboard/sdk';
import {
  AvatarStack,
  Checkbox,
  EditableCell,
  LabelChip,
  TableCell,
  TableHeaderCell,
  formatDueDate,
  formatFieldValue,
  formatShortDate,
  useToast,
  type CustomFieldValue,
  type CustomFieldView,
  type FieldPerson,
  type FieldValueWords,
} from '@teamboard/ui';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { useT } from '@/shared/i18n';
import { useBulkCardActions } from '../hooks/use-bulk-card-actions';
import { dayOf, dueOnDay } from '../lib/due-day';
import { nextCell, type GridCell } from '../lib/grid-keys';
import { tableColumns, type TableColumn } from '../lib/table-columns';
import { tableLines, type TableLine } from '../lib/table-rows';
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
import type { BoardCardView, BoardListView } from '../lib/view';

const ROW_HEIGHT = 40;
/** The selection checkboxes' column, before the data columns (editors only). */
const SELECT_WIDTH = '2.5rem';

export interface BoardTableProps {
  boardId: string;
  lists: readonly BoardListView[];
  fields: readonly CustomFieldView[];
  people: readonly FieldPerson[];
  /** The board's labels, offered by the bulk "add label". */
  labels: readonly { id: string; name: string }[];
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
 * grouped by list, label, person or a select field's options, titles and due dates edited in place with
 * the drawer's versioned update; columns can be hidden (the title cannot).
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
  const columns = tableColumns(t, fields).filter((column) => !hiddenColumns.includes(column.id));
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
  // A checkbox reports only its new state: the click's Shift key is read on the way down.
  const shiftClick = useRef(false);
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
  const editTitle = (card: BoardCardView, title: string) =>
    update.mutate({ cardId: card.id, expectedVersion: card.version, title });
  const editDue = (card: BoardCardView, day: string) =>
    update.mutate({ cardId: card.id, expectedVersion: card.version, dueAt: dueOnDay(card.dueAt, day) });

  const cellOf = (
    line: Extract<TableLine, { kind: 'card' }>,
    row: number,
    column: TableColumn,
    col: number,
  ) => {
    const { card } = line;
    const common = { row, col, active: row === activeRow && col === active.col };
    switch (column.id) {
      case 'title':
        return (
          <EditableCell
            key={column.id}
            {...common}
            kind="text"
            value={card.title}
            label={t('views.editTitle', { title: card.title })}
            readOnly={!canEdit}
            maxLength={TEXT_LIMITS.cardTitle.max}
            onCommit={(title) => editTitle(card, title)}
          >
            <span className="board-table__title">{card.title}</span>
          </EditableCell>
        );
      case 'due':
        return (
          <EditableCell
            key={column.id}
            {...common}
            kind="date"
            value={dayOf(card.dueAt)}
            label={t('views.editDue', { title: card.title })}
            readOnly={!canEdit}
            onCommit={(day) => editDue(card, day)}
          >
            {card.dueAt ? formatDueDate(card.dueAt, now, fieldText.locale) : ''}
          </EditableCell>
        );
      case 'list':
        return (
          <TableCell key={column.id} {...common}>
            {line.listName}
          </TableCell>
        );
      case 'labels':
        return (
          <TableCell key={column.id} {...common}>
            {card.labels.map((label) => (
              <LabelChip key={label.id} name={label.name} color={label.color} />
            ))}
          </TableCell>
        );
      case 'assignees':
        return (
          <TableCell key={column.id} {...common}>
            {card.assignees.length > 0 ? (
              <AvatarStack people={card.assignees} max={3} size="sm" label={column.label} />
            ) : null}
          </TableCell>
        );
      case 'start':
        // Set in the card drawer, beside the due date it must not pass.
        return (
          <TableCell key={column.id} {...common}>
            {card.startAt ? formatShortDate(card.startAt, now, fieldText.locale) : ''}
          </TableCell>
        );
      case 'created':
      case 'updated':
        return (
          <TableCell key={column.id} {...common}>
            {formatShortDate(
              column.id === 'created' ? card.createdAt : card.updatedAt,
              now,
              fieldText.locale,
            )}
          </TableCell>
        );
      default: {
        const field = fields.find((candidate) => `field:${candidate.id}` === column.id);
        const value = field ? card.fieldValues[field.id] : undefined;
        return (
          <TableCell key={column.id} {...common}>
            {field && value !== undefined && value !== null
              ? formatFieldValue(
                  field,
                  value as CustomFieldValue,
                  props.people,
                  fieldText.locale,
                  fieldText.words,
                )
              : ''}
          </TableCell>
        );
      }
    }
  };

  const rowBox = (card: BoardCardView) => (
    <div role="gridcell" className="board-table__select">
      <span
        onClickCapture={(event: MouseEvent) => {
          shiftClick.current = event.shiftKey;
        }}
      >
        <Checkbox
          label={t('views.bulk.selectRow', { title: card.title })}
          hideLabel
          tabIndex={-1}
          checked={selection.ids.has(card.id)}
          onCheckedChange={() =>
            select((current) =>
              shiftClick.current ? selectRange(current, order, card.id) : toggleRow(current, card.id),
            )
          }
        />
      </span>
    </div>
  );
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

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
              people={[...props.people].sort(byName)}
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
            const style = { transform: `translateY(${String(item.start)}px)`, height: ROW_HEIGHT };
            return line.kind === 'group' ? (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="board-table__group"
                style={style}
              >
                <TableCell row={item.index} col={0} active={item.index === activeRow && active.col === 0}>
                  <strong>{line.label}</strong>
                  <span className="board-table__count">{t('views.groupCount', { count: line.count })}</span>
                </TableCell>
              </div>
            ) : (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className="board-table__row"
                data-card-id={line.card.id}
                aria-selected={selectable ? selection.ids.has(line.card.id) : undefined}
                style={{ ...style, gridTemplateColumns: template }}
              >
                {selectable ? rowBox(line.card) : null}
                {columns.map((column, col) => cellOf(line, item.index, column, col))}
              </div>
            );
          })}
        </div>
        {lines.length === 0 ? <p className="board-table__empty">{t('views.noCards')}</p> : null}
      </div>
    </>
  );
}
