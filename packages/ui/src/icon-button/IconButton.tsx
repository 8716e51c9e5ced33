import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon, type IconName } from '../icon';
import { Tooltip } from '../tooltip';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  icon: IconName;
  /** Required: an icon alone has no accessible name. Also shown as the tooltip. */
  label: string;
  variant?: 'ghost' | 'secondary' | 'danger';
  size?: 'sm' | 'md';
  /** Show the label as a tooltip on hover and focus. */
  tooltip?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, with its name as aria-label and tooltip. */
export function IconButton({
  icon,
  label,
  variant = 'ghost',
  size = 'md',
  tooltip = true,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const button = (
    <button
      type={type}
      aria-label={label}
      className={clsx('tb-icon-button', `tb-icon-button--${variant}`, `tb-icon-button--${size}`, className)}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 14 : 16} />
    </button>
  );
  return tooltip ? <Tooltip content={label}>{button}</Tooltip> : button;
}
