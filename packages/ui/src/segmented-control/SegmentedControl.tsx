import { clsx } from 'clsx';
import { ToggleGroup } from 'radix-ui';
import { Icon, type IconName } from '../icon';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  icon?: IconName;
}

export interface SegmentedControlProps<Value extends string> {
  /** Names the choice for screen readers, e.g. "Board view". */
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  /** Icons only; the labels stay the accessible names. */
  iconOnly?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** One of two to five options, all visible, switched in place (board / calendar view, filters). */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  iconOnly = false,
  size = 'md',
  className,
}: SegmentedControlProps<Value>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      className={clsx('tb-segmented', `tb-segmented--${size}`, className)}
      value={value}
      onValueChange={(next) => {
        // Radix reports '' when the pressed item is pressed again; one option is always chosen.
        const chosen = options.find((option) => option.value === next);
        if (chosen) onValueChange(chosen.value);
      }}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="tb-segmented__item"
          aria-label={iconOnly ? option.label : undefined}
        >
          {option.icon ? <Icon name={option.icon} /> : null}
          {iconOnly ? null : <span>{option.label}</span>}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
