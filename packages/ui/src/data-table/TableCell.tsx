import { clsx } from 'clsx';
import type { CSSProperties, ReactNode, Ref } from 'react';

export interface TableCellProps {
  children?: ReactNode;
  /** Where the cell sits, for the grid's keyboard navigation (`data-row`, `data-col`). */
  row: number;
  col: number;
  /** The one cell of the grid that Tab reaches (roving tabindex). */
  active?: boolean;
  style?: CSSProperties;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A read-only cell of a data grid. */
export function TableCell({ children, row, col, active = false, style, className, ref }: TableCellProps) {
  return (
    <div
      ref={ref}
      role="gridcell"
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={col}
      className={clsx('tb-table__cell', className)}
      style={style}
    >
      {children}
    </div>
  );
}
