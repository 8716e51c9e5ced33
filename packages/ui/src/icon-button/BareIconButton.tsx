import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../icon';

export interface BareIconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  icon: IconName;
  /** Required: an icon alone has no accessible name. Also shown as the tooltip. */
  label: string;
  variant?: 'ghost' | 'secondary' | 'danger';
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The icon button without its tooltip, for components that never show one (a toast's close
 * button): importing it does not bring the tooltip's positioning code into the first page's bundle.
 */
export function BareIconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: BareIconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={clsx('tb-icon-button', `tb-icon-button--${variant}`, `tb-icon-button--${size}`, className)}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 14 : 16} />
    </button>
  );
}
