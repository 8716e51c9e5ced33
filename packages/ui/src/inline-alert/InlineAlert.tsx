import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../icon';

export type InlineAlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface InlineAlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: InlineAlertTone;
  /** A short bold lead-in; the children say the rest. */
  title?: ReactNode;
  /** Buttons under the message, e.g. "Copy your version". */
  actions?: ReactNode;
  /**
   * How it is announced: warnings and dangers interrupt (`alert`), info and
   * success wait their turn (`status`). `none` for a message already on screen at load.
   */
  announce?: 'alert' | 'status' | 'none';
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const icons: Record<InlineAlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/** A message inside the page's flow (not a toast): a conflict, a reached limit, a saved change. */
export function InlineAlert({
  tone = 'info',
  title,
  actions,
  announce,
  children,
  className,
  ...rest
}: InlineAlertProps) {
  const role = announce ?? (tone === 'warning' || tone === 'danger' ? 'alert' : 'status');
  return (
    <div
      role={role === 'none' ? undefined : role}
      className={clsx('tb-inline-alert', `tb-inline-alert--${tone}`, className)}
      {...rest}
    >
      <Icon name={icons[tone]} size={18} className="tb-inline-alert__icon" />
      <div className="tb-inline-alert__body">
        {title ? <p className="tb-inline-alert__title">{title}</p> : null}
        {children}
        {actions ? <div className="tb-inline-alert__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
