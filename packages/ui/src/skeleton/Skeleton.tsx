import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** CSS width; defaults to the full width of the parent. */
  width?: CSSProperties['width'];
  /** CSS height; match the content it stands for, so nothing moves when that arrives. */
  height?: CSSProperties['height'];
  /** Number of text lines to draw (the last one shorter). */
  lines?: number;
  shape?: 'rect' | 'circle' | 'text';
  className?: string;
}

/** A placeholder with the shape of content that is loading. Hidden from assistive tech: say "loading" elsewhere. */
export function Skeleton({ width, height, lines, shape = 'rect', className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={clsx('tb-skeleton-lines', className)} aria-hidden style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="tb-skeleton tb-skeleton--text"
            style={{ width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={clsx('tb-skeleton', `tb-skeleton--${shape}`, className)}
      aria-hidden
      style={{ width, height }}
    />
  );
}
