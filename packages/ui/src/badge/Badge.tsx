import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  ref?: Ref<HTMLSpanElement>;
}

/** A small status word (role, invitation state, "Overdue"). Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={clsx('tb-badge', `tb-badge--${tone}`, className)} {...rest} />;
}
