import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Icon } from '../icon';
import { useUiText } from '../i18n';

export interface PrivateBoardMarkProps extends HTMLAttributes<HTMLSpanElement> {
  /** Prints "Private board" beside the lock (headers); tiles show the lock alone, still named for screen readers. */
  showLabel?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** The lock on a private board: in the workspace's board list and the board's own header. */
export function PrivateBoardMark({ showLabel = false, className, ref, ...rest }: PrivateBoardMarkProps) {
  const { t } = useUiText();
  const label = t('ui.boardPrivate.label');
  return (
    <span ref={ref} className={clsx('tb-private-board', className)} title={label} {...rest}>
      {showLabel ? (
        <>
          <Icon name="lock" size={14} />
          <span>{label}</span>
        </>
      ) : (
        <Icon name="lock" size={14} label={label} />
      )}
    </span>
  );
}
