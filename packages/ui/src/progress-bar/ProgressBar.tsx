import { clsx } from 'clsx';
import { Progress } from 'radix-ui';

export interface ProgressBarProps {
  /** Current value; `null` means indeterminate (progress unknown). */
  value: number | null;
  max?: number;
  /** Names the bar for screen readers, e.g. "Uploading report.pdf". */
  label: string;
  /** Print the percentage beside the bar. */
  showValue?: boolean;
  tone?: 'accent' | 'success' | 'danger';
  size?: 'sm' | 'md';
  className?: string;
}

/** Determinate or indeterminate progress, announced with its percentage. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showValue = false,
  tone = 'accent',
  size = 'md',
  className,
}: ProgressBarProps) {
  const clamped = value === null ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? null : Math.round((clamped / max) * 100);
  return (
    <div className={clsx('tb-progress', `tb-progress--${tone}`, `tb-progress--${size}`, className)}>
      <Progress.Root
        className="tb-progress__track"
        value={clamped}
        max={max}
        aria-label={label}
        getValueLabel={(current, total) => `${Math.round((current / total) * 100)}%`}
      >
        <Progress.Indicator
          className="tb-progress__bar"
          data-indeterminate={percent === null || undefined}
          style={percent === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
      {showValue && percent !== null ? (
        <span className="tb-progress__value" aria-hidden>
          {percent}%
        </span>
      ) : null}
    </div>
  );
}
