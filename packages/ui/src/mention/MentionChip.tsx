import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';

export interface MentionChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** The name shown after the `@`. */
  name: string;
  /** The mentioned person's id (kept as data for the app, never shown). */
  userId?: string;
  /** The signed-in user: their own mentions stand out. */
  self?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** `@name` inside text: who a comment or description mentions. */
export function MentionChip({ name, userId, self = false, className, ...rest }: MentionChipProps) {
  return (
    <span
      className={clsx('tb-mention', self && 'tb-mention--self', className)}
      data-user-id={userId}
      {...rest}
    >
      @{name}
    </span>
  );
}
