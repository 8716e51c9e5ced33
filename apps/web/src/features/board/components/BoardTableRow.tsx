import { TEXT_LIMITS, type ViewColumn } from '@teamboard/sdk';
import {
  AvatarStack,
  Checkbox,
  ChoiceCell,
  EditableCell,
  LabelChip,
  TableCell,
  ToggleCell,
  formatDueDate,
  fieldTextInput,
  fieldValueFromText,
  formatFieldValue,
  formatShortDate,
  type CustomFieldValue,
  type CustomFieldView,
  type FieldPerson,
  type FieldValueWords,
  type LabelColor,
} from '@teamboard/ui';
import { memo, useRef, type MouseEvent } from 'react';
import { useT } from '@/shared/i18n';
import { dayOf } from '../lib/due-day';
import type { TableColumn } from '../lib/table-columns';
import type { TableLine } from '../lib/table-rows';
import type { BoardCardView, BoardListView } from '../lib/view';

export const ROW_HEIGHT = 40;

/**
 * What a row does when edited. The table hands every row the same object for as long as it is
 * shown (each call reaches the table's latest state), so a scroll step leaves drawn rows alone.
 */
export interface TableRowActions {
  editTitle: (card: BoardCardView, title: string) => void;
  editDue: (card: BoardCardView, day: string) => void;
  editStart: (card: BoardCardView, day: string) => void;
  setField: (card: BoardCardView, field: CustomFieldView, value: CustomFieldValue | null) => void;
  moveTo: (card: BoardCardView, listId: string) => void;
  toggleTag: (card: BoardCardView, kind: 'label' | 'assignee', id: string, on: boolean) => void;
  /** The row's box was clicked: `shift` extends the selection to it. */
  toggleRow: (cardId: string, shift: boolean) => void;
}

/** What every drawn row reads that changes with the board, the columns or an edit, never with a scroll. */
export interface TableRowContext {
  columns: readonly TableColumn[];
  /** The rows' `grid-template-columns`. */
  template: string;
  selectable: boolean;
  canEdit: boolean;
  now: Date;
  fieldText: { locale: string; words: FieldValueWords };
  lists: readonly BoardListView[];
  labels: readonly { id: string; name: string; color: LabelColor }[];
  /** The board's people by name, as the person cells offer them. */
  people: readonly FieldPerson[];
  fields: readonly CustomFieldView[];
  /** Why a cell's last edit was refused, by `cardId:column`. */
  errors: Readonly<Record<string, string>>;
  actions: TableRowActions;
}

interface CardRowProps {
  line: Extract<TableLine, { kind: 'card' }>;
  index: number;
  /** The row's offset from the top of the table body (px). */
  start: number;
  /** The column of the grid's active cell when it is in this row, else `null`. */
  activeCol: number | null;
  selected: boolean;
  context: TableRowContext;
}

/**
 * One card's row of the table. Memoised with props that stay the same while the table scrolls, so a
 * scroll step renders only the rows it brings into view (on 5,000 rows each step otherwise redrew
 * every row in view, some of them as long tasks).
 */
export const BoardTableCardRow = memo(function BoardTableCardRow({
  line,
  index,
  start,
  activeCol,
  selected,
  context,
}: CardRowProps) {
  const { t } = useT();
  const { card } = line;
  const { columns, template, selectable, canEdit, now, fieldText, lists, fields, errors, actions } = context;
  const errorOf = (column: ViewColumn) => errors[`${card.id}:${column}`];

  const fieldCell = (
    field: CustomFieldView,
    common: { row: number; col: number; active: boolean },
    key: string,
  ) => {
    const raw = card.fieldValues[field.id];
    const value = raw === undefined || raw === null ? undefined : (raw as CustomFieldValue);
    const shown =
      value === undefined
        ? ''
        : formatFieldValue(field, value, context.people, fieldText.locale, fieldText.words);
    const label = t('views.editField', { field: field.name, title: card.title });
    const error = errorOf(`field:${field.id}`);
    const set = (next: CustomFieldValue | null) => actions.setField(card, field, next);
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
                ? context.people.map((person) => ({ id: person.id, text: person.name }))
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
            kind={fieldTextInput(field.type)}
            required={false}
            value={value === undefined ? '' : String(value)}
            label={label}
            error={error}
            suffix={field.type === 'number' ? (field.unit ?? undefined) : undefined}
            readOnly={!canEdit}
            onCommit={(text) => set(fieldValueFromText(field.type, text))}
          >
            {shown}
          </EditableCell>
        );
    }
  };

  const cellOf = (column: TableColumn, col: number) => {
    const common = { row: index, col, active: activeCol === col };
    switch (column.id) {
      case 'title':
        return (
          <EditableCell
            key={column.id}
            {...common}
            kind="text"
            value={card.title}
            label={t('views.editTitle', { title: card.title })}
            error={errorOf('title')}
            readOnly={!canEdit}
            maxLength={TEXT_LIMITS.cardTitle.max}
            onCommit={(title) => actions.editTitle(card, title)}
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
            error={errorOf('due')}
            readOnly={!canEdit}
            onCommit={(day) => actions.editDue(card, day)}
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
            error={errorOf('list')}
            readOnly={!canEdit}
            options={lists.map((list) => ({ id: list.id, text: list.name }))}
            selected={[card.listId]}
            onChoose={(listId) => {
              if (listId !== null) actions.moveTo(card, listId);
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
            error={errorOf('labels')}
            readOnly={!canEdit}
            options={context.labels.map((label) => ({
              id: label.id,
              text: label.name,
              label: <LabelChip name={label.name} color={label.color} />,
            }))}
            selected={card.labelIds}
            onToggle={(id, on) => actions.toggleTag(card, 'label', id, on)}
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
            error={errorOf('assignees')}
            readOnly={!canEdit}
            options={context.people.map((person) => ({ id: person.id, text: person.name }))}
            selected={card.assigneeIds}
            onToggle={(id, on) => actions.toggleTag(card, 'assignee', id, on)}
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
            error={errorOf('start')}
            readOnly={!canEdit}
            onCommit={(day) => actions.editStart(card, day)}
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
        return field ? fieldCell(field, common, column.id) : <TableCell key={column.id} {...common} />;
      }
    }
  };

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="board-table__row"
      data-card-id={card.id}
      aria-selected={selectable ? selected : undefined}
      style={{
        transform: `translateY(${String(start)}px)`,
        height: ROW_HEIGHT,
        gridTemplateColumns: template,
      }}
    >
      {selectable ? (
        <div role="gridcell" className="board-table__select">
          <RowBox
            title={card.title}
            checked={selected}
            onToggle={(shift) => actions.toggleRow(card.id, shift)}
          />
        </div>
      ) : null}
      {columns.map((column, col) => cellOf(column, col))}
    </div>
  );
});

/** A row's selection box; a checkbox reports only its new state, so the click's Shift key is read on the way down. */
function RowBox({
  title,
  checked,
  onToggle,
}: {
  title: string;
  checked: boolean;
  onToggle: (shift: boolean) => void;
}) {
  const { t } = useT();
  const shift = useRef(false);
  return (
    <span
      onClickCapture={(event: MouseEvent) => {
        shift.current = event.shiftKey;
      }}
    >
      <Checkbox
        label={t('views.bulk.selectRow', { title })}
        hideLabel
        tabIndex={-1}
        checked={checked}
        onCheckedChange={() => onToggle(shift.current)}
      />
    </span>
  );
}

interface GroupRowProps {
  label: string;
  count: number;
  index: number;
  start: number;
  /** The active cell's column when it is in this row, else `null`. */
  activeCol: number | null;
}

/** A group's heading row ("In progress · 12 cards"), memoised like the card rows. */
export const BoardTableGroupRow = memo(function BoardTableGroupRow({
  label,
  count,
  index,
  start,
  activeCol,
}: GroupRowProps) {
  const { t } = useT();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className="board-table__group"
      style={{ transform: `translateY(${String(start)}px)`, height: ROW_HEIGHT }}
    >
      <TableCell row={index} col={0} active={activeCol === 0}>
        <strong>{label}</strong>
        <span className="board-table__count">{t('views.groupCount', { count })}</span>
      </TableCell>
    </div>
  );
});
