import { useState } from 'react';
import { EditableCell } from './EditableCell';
import { TableCell } from './TableCell';
import { TableHeaderCell, type SortDirection } from './TableHeaderCell';

interface Row {
  id: string;
  title: string;
  due: string;
  list: string;
}

export const tableRows: readonly Row[] = [
  { id: 'a', title: 'Ship the search', due: '2026-11-23', list: 'Doing' },
  { id: 'b', title: 'Write release notes', due: '', list: 'Todo' },
];

export interface TableDemoProps {
  readOnly?: boolean;
  onCommit?: (rowId: string, column: 'title' | 'due', value: string) => void;
  onSort?: (column: string) => void;
}

const columns = '2fr 1fr 1fr';

/**
 * A small grid built from the cells, as an app lays them out: a header row of
 * sortable headers, then rows of cells; commits change the demo's own rows.
 */
export function TableDemo({ readOnly = false, onCommit, onSort }: TableDemoProps) {
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
  const commit = (rowId: string, column: 'title' | 'due', value: string) => {
    onCommit?.(rowId, column, value);
    setRows((current) => current.map((row) => (row.id === rowId ? { ...row, [column]: value } : row)));
  };
  return (
    <div role="grid" aria-label="Cards" aria-rowcount={rows.length + 1} style={{ maxWidth: 640 }}>
      <div role="row" style={{ display: 'grid', gridTemplateColumns: columns, height: 36 }}>
        <TableHeaderCell label="Title" sort={direction('title')} onSort={() => sortBy('title')} />
        <TableHeaderCell label="Due" sort={direction('due')} onSort={() => sortBy('due')} />
        <TableHeaderCell label="List" sort={null} />
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
        </div>
      ))}
    </div>
  );
}
