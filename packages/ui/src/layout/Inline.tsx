import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes } from 'react';
import type { SpaceStep } from './Stack';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a step of the spacing scale. */
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'baseline' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Wrap onto the next line when out of room (default); false keeps one line. */
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol';
}

/** Children side by side with a token gap, wrapping when narrow: button rows, chips, metadata. */
export function Inline({
  gap = 2,
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Element = 'div',
  className,
  style,
  ...rest
}: InlineProps) {
  const layout = {
    '--tb-inline-gap': `var(--tb-space-${String(gap)})`,
    '--tb-inline-align': align === 'start' || align === 'end' ? `flex-${align}` : align,
    '--tb-inline-justify':
      justify === 'between' ? 'space-between' : justify === 'center' ? 'center' : `flex-${justify}`,
    '--tb-inline-wrap': wrap ? 'wrap' : 'nowrap',
  } as CSSProperties;
  return <Element className={clsx('tb-inline', className)} style={{ ...layout, ...style }} {...rest} />;
}
