import { clsx } from 'clsx';
import type { CSSProperties, KeyboardEvent } from 'react';
import { Icon } from '../icon';
import { useUiText } from '../i18n';

export interface ToggleCellProps {
  checked: boolean;
  /** Names the switch for screen readers, e.g. "Approved of Ship the search". */
  label: string;
  row: number;
  col: number;
  active?: boolean;
  readOnly?: boolean;
  /** Called with the new state when the user flips it. */
  onToggle: (checked: boolean) => void;
  style?: CSSProperties;
  className?: string;
}

/**
 * A yes/no grid cell: Space or Enter (or a double click) flips it at once, as a spreadsheet's
 * checkbox does; the key stays with the cell, so Space does not also select the row.
 */
export function ToggleCell({
  checked,
  label,
  row,
  col,
  active = false,
  readOnly = false,
  onToggle,
  style,
  className,
}: ToggleCellProps) {
  const { t } = useUiText();
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || event.target !== event.currentTarget) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      onToggle(!checked);
    }
  };
  return (
    <div
      role="gridcell"
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={col}
      aria-readonly={readOnly || undefined}
      className={clsx('tb-table__cell', 'tb-table__cell--editable', 'tb-table__cell--toggle', className)}
      style={style}
      onKeyDown={onKey}
      onDoubleClick={() => {
        if (!readOnly) onToggle(!checked);
      }}
      title={readOnly ? undefined : t('ui.table.toggleHint')}
    >
      <span role="img" className={clsx('tb-table__tick', checked && 'tb-table__tick--on')} aria-label={label}>
        {checked ? <Icon name="check" size={16} /> : null}
      </span>
      {checked ? t('ui.fields.yes') : t('ui.fields.no')}
    </div>
  );
}
