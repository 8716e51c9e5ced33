import { clsx } from 'clsx';
import { useUiText } from '../i18n';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; pass `null` when the surrounding element already says it is busy. */
  label?: string | null;
  className?: string;
}

/** An indeterminate activity indicator. */
export function Spinner({ size = 'md', label: labelProp, className }: SpinnerProps) {
  const { t } = useUiText();
  const label = labelProp === undefined ? t('ui.spinner.loading') : labelProp;
  return (
    <span
      className={clsx('tb-spinner', `tb-spinner--${size}`, className)}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
