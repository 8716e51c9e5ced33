import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while keeping the button's width, so nothing shifts. */
  loading?: boolean;
  /** An icon or other element before the label. */
  start?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  loading = false,
  start,
  className,
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx('tb-button', `tb-button--${variant}`, `tb-button--${size}`, className)}
      disabled={disabled}
      // aria-disabled rather than disabled while loading keeps focus on the button.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      <span className="tb-button__content">
        {start}
        {children}
      </span>
      {loading ? <Spinner className="tb-button__spinner" size="sm" label={null} /> : null}
    </button>
  );
}
