import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import type { LabelColor } from './labelColors';

export interface LabelChipProps extends HTMLAttributes<HTMLSpanElement> {
  name: string;
  color: LabelColor;
  /** A colour bar without text, for dense card tiles; the name stays available as a tooltip and to screen readers. */
  compact?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** A card label: its name on its palette colour, with text contrast that passes AA in both themes. */
export function LabelChip({ name, color, compact = false, className, ...rest }: LabelChipProps) {
  return (
    <span
      className={clsx('tb-label-chip', compact && 'tb-label-chip--compact', className)}
      data-tb-color={color}
      title={compact ? name : undefined}
      {...rest}
    >
      {compact ? <span className="tb-visually-hidden">{name}</span> : name}
    </span>
  );
}
