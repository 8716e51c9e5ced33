import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a paragraph by default, a span inline, a heading level for titles. */
  as?: 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'label' | 'strong';
  /** A step of the type scale (`--tb-text-*`). */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  weight?: 'normal' | 'medium' | 'bold';
  /** Colour by role; every tone keeps AA contrast on the page and surfaces. */
  tone?: 'default' | 'muted' | 'accent' | 'danger' | 'success' | 'warning';
  /** One line with an ellipsis; the full text stays available to screen readers and as a tooltip. */
  truncate?: boolean;
  ref?: Ref<HTMLElement>;
}

/** Text on the type scale, so screens never set font sizes or colours by hand. */
export function Text({
  as: Element = 'p',
  size = 'md',
  weight = 'normal',
  tone = 'default',
  truncate = false,
  className,
  title,
  children,
  ...rest
}: TextProps) {
  return (
    <Element
      className={clsx(
        'tb-text',
        `tb-text--${size}`,
        `tb-text--${weight}`,
        `tb-text--${tone}`,
        truncate && 'tb-text--truncate',
        className,
      )}
      title={title ?? (truncate && typeof children === 'string' ? children : undefined)}
      {...(rest as HTMLAttributes<HTMLElement>)}
    >
      {children}
    </Element>
  );
}
