import { useVirtualizer } from '@tanstack/react-virtual';
import {
  TEXT_LIMITS,
  type CustomFieldValue as SdkFieldValue,
  type ViewColumn,
  type ViewSettings,
} from '@teamboard/sdk';
import {
  AvatarStack,
  Checkbox,
  ChoiceCell,
  EditableCell,
  LabelChip,
  TableCell,
  TableHeaderCell,
  ToggleCell,
  formatDueDate,
  formatFieldValue,
  formatShortDate,
  useToast,
  type CustomFieldValue,
  type CustomFieldView,
  type FieldPerson,
  type FieldValueWords,
  type LabelColor,
} from '@teamboard/ui';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useBulkCardActions } from '../hooks/use-bulk-card-actions';
import { useCardValueEdits } from '../hooks/use-card-value-edits';
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
  // Why a cell's last edit was refused, by `cardId:column`, shown in the cell until its next edit.
  const [cellErrors, setCellErrors] = useState<Readonly<Record<string, string>>>({});
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
  const errorOf = (card: BoardCardView, column: ViewColumn) => cellErrors[`${card.id}:${column}`];
  const editTitle = (card: BoardCardView, title: string) =>
    update.mutate({ cardId: card.id, expectedVersion: card.version, title }, tracked(card, 'title'));
  const editDue = (card: BoardCardView, day: string) =>
    update.mutate(
      { cardId: card.id, expectedVersion: card.version, dueAt: dueOnDay(card.dueAt, day) },
      tracked(card, 'due'),
    );
  // The drawer's rule, said before the round trip; the database holds it too (a stale due date).
  const editStart = (card: BoardCardView, day: string) => {
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
  };
  const edits = useCardValueEdits(boardId);
  const people = useMemo(() => [...props.people].sort(byName), [props.people]);
  const fieldCell = (
    card: BoardCardView,
    field: CustomFieldView,
    common: { row: number; col: number; active: boolean },
    key: string,
  ) => {
    const raw = card.fieldValues[field.id];
    const value = raw === undefined || raw === null ? undefined : (raw as CustomFieldValue);
    const shown =
      value === undefined
        ? ''
        : formatFieldValue(field, value, props.people, fieldText.locale, fieldText.words);
    const label = t('views.editField', { field: field.name, title: card.title });
    const column = `field:${field.id}` as const;
    const error = errorOf(card, column);
    const set = (next: CustomFieldValue | null) =>
      edits.setFieldValue(
        {
          cardId: card.id,
          fieldId: field.id,
          // The SDK takes a mutable list of options.
          value: Array.isArray(next) ? [...(next as readonly string[])] : (next as SdkFieldValue | null),
        },
        tracked(card, column),
      );
    switch (field.type) {
      case 'checkbox':
        return (
          <ToggleCell
            key={key}
            {...common}
            checked={value === true}
            label={label}
            readOnly={!canEdit}
            onToggle={(checked) => set(checked)}
          />
        );
      case 'single_select':
      case 'person':
        return (
          <ChoiceCell
            key={key}
            {...common}
            mode="one"
            clearable
            label={label}
            error={error}
            readOnly={!canEdit}
            options={
              field.type === 'person'
                ? people.map((person) => ({ id: person.id, text: person.name }))
                : field.options.map((option) => ({
                    id: option.id,
                    text: option.label,
                    label: <LabelChip name={option.label} color={option.color} />,
                  }))
            }
            selected={typeof value === 'string' ? [value] : []}
            onChoose={(chosen) => set(chosen)}
          >
            {shown}
          </ChoiceCell>
        );
      case 'multi_select': {
        const chosen: readonly string[] = Array.isArray(value) ? (value as readonly string[]) : [];
        return (
          <ChoiceCell
            key={key}
            {...common}
            mode="many"
            label={label}
            error={error}
            readOnly={!canEdit}
            options={field.options.map((option) => ({
              id: option.id,
              text: option.label,
              label: <LabelChip name={option.label} color={option.color} />,
            }))}
            selected={chosen}
            onToggle={(id, on) => {
              const next = on ? [...chosen, id] : chosen.filter((other) => other !== id);
              set(next.length > 0 ? next : null);
            }}
          >
            {shown}
          </ChoiceCell>
        );
      }
      default:
        return (
          <EditableCell
            key={key}
            {...common}
            kind={
              field.type === 'number'
                ? 'number'
                : field.type === 'date'
                  ? 'date'
                  : field.type === 'url'
                    ? 'url'
                    : 'text'
            }
            required={false}
            value={value === undefined ? '' : String(value)}
            label={label}
            error={error}
            suffix={field.type === 'number' ? (field.unit ?? undefined) : undefined}
            readOnly={!canEdit}
            onCommit={(text) => set(text === '' ? null : field.type === 'number' ? Number(text) : text)}
          >
            {shown}
          </EditableCell>
        );
    }
  };

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
            error={errorOf(card, 'title')}
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
            error={errorOf(card, 'due')}
            readOnly={!canEdit}
            onCommit={(day) => editDue(card, day)}
          >
            {card.dueAt ? formatDueDate(card.dueAt, now, fieldText.locale) : ''}
          </EditableCell>
        );
      case 'list':
        // To the end of the chosen list, as the bulk bar moves (with its Undo).
        return (
          <ChoiceCell
            key={column.id}
            {...common}
            mode="one"
            label={t('views.editList', { title: card.title })}
            error={errorOf(card, 'list')}
            readOnly={!canEdit}
            options={lists.map((list) => ({ id: list.id, text: list.name }))}
            selected={[card.listId]}
            onChoose={(listId) => {
              const list = lists.find((candidate) => candidate.id === listId);
              if (list) void bulk.moveTo([card], list.id, list.name);
            }}
          >
            {line.listName}
          </ChoiceCell>
        );
      case 'labels':
        return (
          <ChoiceCell
            key={column.id}
            {...common}
            mode="many"
            label={t('views.editLabels', { title: card.title })}
            error={errorOf(card, 'labels')}
            readOnly={!canEdit}
            options={props.labels.map((label) => ({
              id: label.id,
              text: label.name,
              label: <LabelChip name={label.name} color={label.color} />,
            }))}
            selected={card.labelIds}
            onToggle={(id, on) =>
              edits.toggleTag({ cardId: card.id, kind: 'label', id, on }, tracked(card, 'labels'))
            }
          >
            {card.labels.map((label) => (
              <LabelChip key={label.id} name={label.name} color={label.color} />
            ))}
          </ChoiceCell>
        );
      case 'assignees':
        return (
          <ChoiceCell
            key={column.id}
            {...common}
            mode="many"
            label={t('views.editAssignees', { title: card.title })}
            error={errorOf(card, 'assignees')}
            readOnly={!canEdit}
            options={people.map((person) => ({ id: person.id, text: person.name }))}
            selected={card.assigneeIds}
            onToggle={(id, on) =>
              edits.toggleTag({ cardId: card.id, kind: 'assignee', id, on }, tracked(card, 'assignees'))
            }
          >
            {card.assignees.length > 0 ? (
              <AvatarStack people={card.assignees} max={3} size="sm" label={column.label} />
            ) : null}
          </ChoiceCell>
        );
      case 'start':
        return (
          <EditableCell
            key={column.id}
            {...common}
            kind="date"
            value={dayOf(card.startAt)}
            label={t('views.editStart', { title: card.title })}
            error={errorOf(card, 'start')}
            readOnly={!canEdit}
            onCommit={(day) => editStart(card, day)}
          >
            {card.startAt ? formatShortDate(card.startAt, now, fieldText.locale) : ''}
          </EditableCell>
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
        return field ? fieldCell(card, field, common, column.id) : <TableCell key={column.id} {...common} />;
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
