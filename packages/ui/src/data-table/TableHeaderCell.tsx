import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import { Icon } from '../icon';
import { useUiText } from '../i18n';

export type SortDirection = 'asc' | 'desc';

export interface TableHeaderCellProps {
  label: string;
  /** How the table is sorted by this column, or null when it is sorted by another (or none). */
  sort: SortDirection | null;
  /** Sorts by this column (or turns its direction around); without it the header is plain text. */
  onSort?: () => void;
  style?: CSSProperties;
  className?: string;
}

/**
 * A column header of a data grid. Sortable headers are buttons and announce
 * their order through `aria-sort`, as the ARIA grid pattern asks.
 */
export function TableHeaderCell({ label, sort, onSort, style, className }: TableHeaderCellProps) {
  const { t } = useUiText();
  return (
    <div
      role="columnheader"
      aria-sort={sort === null ? undefined : sort === 'asc' ? 'ascending' : 'descending'}
      className={clsx('tb-table__header', className)}
      style={style}
    >
      {onSort ? (
        <button
          type="button"
          className="tb-table__sort"
          onClick={onSort}
          title={t('ui.table.sortBy', { column: label })}
        >
          <span>{label}</span>
          {sort === null ? null : (
            <Icon
              name="chevronDown"
              className={clsx('tb-table__arrow', sort === 'asc' && 'tb-table__arrow--up')}
            />
          )}
        </button>
      ) : (
        <span>{label}</span>
      )}
    </div>
  );
}
