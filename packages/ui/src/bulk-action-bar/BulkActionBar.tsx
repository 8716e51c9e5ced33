import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../button';
import { useUiText } from '../i18n';

export interface BulkActionBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How many items are selected; the bar says so politely to screen readers as it changes. */
  count: number;
  /** The actions on the selection: buttons and menus (DropdownMenu with a Button trigger), in order. */
  children: ReactNode;
  /** Empties the selection; offered even while an action runs, so a wrong pick can be dropped. */
  onClear: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What can be done to several selected items at once: "N selected", the caller's actions and a
 * way to clear the selection. A `toolbar` named "Selected cards", so a keyboard user reaches
 * every action with Tab and a screen reader hears the count change.
 */
export function BulkActionBar({ count, children, onClear, className, ref, ...rest }: BulkActionBarProps) {
  const { t } = useUiText();
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('ui.bulkBar.toolbar')}
      className={clsx('tb-bulk-bar', className)}
      {...rest}
    >
      <span className="tb-bulk-bar__count" aria-live="polite">
        {t('ui.bulkBar.selected', { count })}
      </span>
      {children}
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('ui.bulkBar.clear')}
      </Button>
    </div>
  );
}
