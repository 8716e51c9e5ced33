import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode, type Ref } from 'react';
import { Icon } from '../icon';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  /** Hides the label visually (e.g. inside a checklist row that shows the text elsewhere). */
  hideLabel?: boolean;
  id?: string;
  /** -1 inside a composite widget (a grid row) whose focus is managed elsewhere. */
  tabIndex?: number;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled checkbox; `indeterminate` shows a dash for "some of these". */
export function Checkbox({ label, onCheckedChange, hideLabel, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox-${autoId}`;
  return (
    <span className={className ? `tb-checkbox ${className}` : 'tb-checkbox'}>
      <RadixCheckbox.Root
        ref={ref}
        id={controlId}
        className="tb-checkbox__box"
        onCheckedChange={(checked) => onCheckedChange?.(checked === true)}
        {...rest}
      >
        <RadixCheckbox.Indicator className="tb-checkbox__indicator">
          {rest.checked === 'indeterminate' ? (
            <span className="tb-checkbox__dash" />
          ) : (
            <Icon name="check" size={14} />
          )}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={controlId} className={hideLabel ? 'tb-visually-hidden' : 'tb-checkbox__label'}>
        {label}
      </label>
    </span>
  );
}
