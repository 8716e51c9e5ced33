import { useState } from 'react';
import { LabelChip, type LabelColor } from '../label-chip';
import { ChoiceCell } from './ChoiceCell';
import { EditableCell } from './EditableCell';
import { TableCell } from './TableCell';
import { ToggleCell } from './ToggleCell';
import { TableHeaderCell, type SortDirection } from './TableHeaderCell';

interface Row {
  id: string;
  title: string;
  due: string;
  list: string;
  points: string;
  stage: string | null;
  tags: readonly string[];
  approved: boolean;
}

export const tableRows: readonly Row[] = [
  {
    id: 'a',
    title: 'Ship the search',
    due: '2026-11-23',
    list: 'Doing',
    points: '3',
    stage: 'review',
    tags: ['ux'],
    approved: false,
  },
  {
    id: 'b',
    title: 'Write release notes',
    due: '',
    list: 'Todo',
    points: '',
    stage: null,
    tags: [],
    approved: true,
  },
];

const stages: readonly { id: string; text: string; color: LabelColor }[] = [
  { id: 'draft', text: 'Draft', color: 'gray' },
  { id: 'review', text: 'Review', color: 'orange' },
  { id: 'shipped', text: 'Shipped', color: 'green' },
];
const tags: readonly { id: string; text: string; color: LabelColor }[] = [
  { id: 'ux', text: 'UX', color: 'purple' },
  { id: 'backend', text: 'Backend', color: 'blue' },
];
const chip = (option: { text: string; color: LabelColor }) => (
  <LabelChip name={option.text} color={option.color} />
);

type Column = 'title' | 'due' | 'points' | 'stage' | 'tags' | 'approved';

export interface TableDemoProps {
  readOnly?: boolean;
  /** Why the first row's last due-date edit was refused. */
  dueError?: string;
  onCommit?: (rowId: string, column: Column, value: string | boolean | readonly string[] | null) => void;
  onSort?: (column: string) => void;
}

const columns = '2fr 1fr 1fr 1fr 1fr 1fr 1fr';

/**
 * A small grid built from the cells, as an app lays them out: a header row of
 * sortable headers, then rows of cells; commits change the demo's own rows.
 */
export function TableDemo({ readOnly = false, dueError, onCommit, onSort }: TableDemoProps) {
  const [rows, setRows] = useState(tableRows);
  const [sort, setSort] = useState<{ column: string; direction: SortDirection } | null>({
    column: 'due',
    direction: 'asc',
  });
  const sortBy = (column: string) => {
    onSort?.(column);
    setSort((current) => ({
      column,
      direction: current?.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));
  };
  const direction = (column: string) => (sort?.column === column ? sort.direction : null);
  const commit = (rowId: string, column: Column, value: string | boolean | readonly string[] | null) => {
    onCommit?.(rowId, column, value);
    setRows((current) => current.map((row) => (row.id === rowId ? { ...row, [column]: value } : row)));
  };
  return (
    <div role="grid" aria-label="Cards" aria-rowcount={rows.length + 1} style={{ maxWidth: 1040 }}>
      <div role="row" style={{ display: 'grid', gridTemplateColumns: columns, height: 36 }}>
        <TableHeaderCell label="Title" sort={direction('title')} onSort={() => sortBy('title')} />
        <TableHeaderCell label="Due" sort={direction('due')} onSort={() => sortBy('due')} />
        <TableHeaderCell label="List" sort={null} />
        <TableHeaderCell label="Points" sort={null} />
        <TableHeaderCell label="Stage" sort={null} />
        <TableHeaderCell label="Tags" sort={null} />
        <TableHeaderCell label="Approved" sort={null} />
      </div>
      {rows.map((row, index) => (
        <div key={row.id} role="row" style={{ display: 'grid', gridTemplateColumns: columns, height: 36 }}>
          <EditableCell
            kind="text"
            value={row.title}
            label={`Title of ${row.title}`}
            row={index}
            col={0}
            active={index === 0}
            readOnly={readOnly}
            onCommit={(value) => commit(row.id, 'title', value)}
          >
            {row.title}
          </EditableCell>
          <EditableCell
            kind="date"
            value={row.due}
            label={`Due date of ${row.title}`}
            error={index === 0 ? dueError : undefined}
            row={index}
            col={1}
            readOnly={readOnly}
            onCommit={(value) => commit(row.id, 'due', value)}
          >
            {row.due || '—'}
          </EditableCell>
          <TableCell row={index} col={2}>
            {row.list}
          </TableCell>
          <EditableCell
            kind="number"
            value={row.points}
            label={`Points of ${row.title}`}
            suffix="pt"
            row={index}
            col={3}
            readOnly={readOnly}
            onCommit={(value) => commit(row.id, 'points', value)}
          >
            {row.points === '' ? '' : `${row.points} pt`}
          </EditableCell>
          <ChoiceCell
            mode="one"
            clearable
            label={`Stage of ${row.title}`}
            row={index}
            col={4}
            readOnly={readOnly}
            options={stages.map((stage) => ({ ...stage, label: chip(stage) }))}
            selected={row.stage === null ? [] : [row.stage]}
            onChoose={(stage) => commit(row.id, 'stage', stage)}
          >
            {stages
              .filter((stage) => stage.id === row.stage)
              .map((stage) => (
                <LabelChip key={stage.id} name={stage.text} color={stage.color} />
              ))}
          </ChoiceCell>
          <ChoiceCell
            mode="many"
            label={`Tags of ${row.title}`}
            row={index}
            col={5}
            readOnly={readOnly}
            options={tags.map((tag) => ({ ...tag, label: chip(tag) }))}
            selected={row.tags}
            onToggle={(tag, on) =>
              commit(row.id, 'tags', on ? [...row.tags, tag] : row.tags.filter((id) => id !== tag))
            }
          >
            {tags
              .filter((tag) => row.tags.includes(tag.id))
              .map((tag) => (
                <LabelChip key={tag.id} name={tag.text} color={tag.color} />
              ))}
          </ChoiceCell>
          <ToggleCell
            checked={row.approved}
            label={`Approved of ${row.title}`}
            row={index}
            col={6}
            readOnly={readOnly}
            onToggle={(approved) => commit(row.id, 'approved', approved)}
          />
        </div>
      ))}
    </div>
  );
}
