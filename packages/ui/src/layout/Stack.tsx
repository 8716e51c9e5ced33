import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes } from 'react';

/** A step of the spacing scale (`--tb-space-N`). */
export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the spacing scale. */
  gap?: SpaceStep;
  /** Cross-axis alignment of the children. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** Render as a list (`ul`/`ol`) when the children are list items. */
  as?: 'div' | 'section' | 'ul' | 'ol';
}

/** Children one under another with a token gap: the vertical rhythm of forms, panels and feeds. */
export function Stack({
  gap = 3,
  align = 'stretch',
  as: Element = 'div',
  className,
  style,
  ...rest
}: StackProps) {
  const layout = {
    '--tb-stack-gap': `var(--tb-space-${String(gap)})`,
    '--tb-stack-align': align,
  } as CSSProperties;
  return <Element className={clsx('tb-stack', className)} style={{ ...layout, ...style }} {...rest} />;
}
