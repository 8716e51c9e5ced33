import { clsx } from 'clsx';
import { Avatar as RadixAvatar } from 'radix-ui';
import type { Ref } from 'react';
import { colorFor } from '../label-chip/labelColors';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person's display name: the accessible name, and the source of the initials. */
  name: string;
  /** Image URL; initials show until it loads, and if it fails. */
  src?: string | null;
  /** Colours the initials consistently for one person; defaults to the name. */
  colorKey?: string;
  size?: AvatarSize;
  /** Draws an "online" ring, e.g. for people viewing the same board. */
  online?: boolean;
  /** Skip the accessible name when the name is printed right next to it. */
  decorative?: boolean;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A person's picture, or their initials on a colour of their own. */
export function Avatar({
  name,
  src,
  colorKey,
  size = 'md',
  online,
  decorative,
  className,
  ref,
}: AvatarProps) {
  const spoken = name.trim() || 'Unknown person';
  return (
    <RadixAvatar.Root
      ref={ref}
      className={clsx('tb-avatar', `tb-avatar--${size}`, online && 'tb-avatar--online', className)}
      data-tb-color={colorFor(colorKey ?? name)}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': online ? `${spoken} (online)` : spoken })}
    >
      {src ? <RadixAvatar.Image className="tb-avatar__image" src={src} alt="" /> : null}
      {/* The initials are drawn by CSS (see avatar.css), not written as text: they are a picture of
          the person, as the photo is, so they never become part of the visible label of the button or
          row the avatar sits in (axe's label-content-name-mismatch, WCAG 2.5.3). */}
      <RadixAvatar.Fallback
        className="tb-avatar__fallback"
        data-initials={initialsOf(name)}
        delayMs={src ? 300 : 0}
      />
    </RadixAvatar.Root>
  );
}
