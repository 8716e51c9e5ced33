import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode, type Ref } from 'react';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An on/off setting that takes effect immediately (unlike a checkbox, which waits for a submit). */
export function Switch({ label, description, id, className, ref, ...rest }: SwitchProps) {
  const autoId = useId();
  const controlId = id ?? `switch-${autoId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <span className={className ? `tb-switch ${className}` : 'tb-switch'}>
      <span className="tb-switch__text">
        <label htmlFor={controlId} className="tb-switch__label">
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className="tb-switch__description">
            {description}
          </span>
        ) : null}
      </span>
      <RadixSwitch.Root
        ref={ref}
        id={controlId}
        className="tb-switch__track"
        aria-describedby={descriptionId}
        {...rest}
      >
        <RadixSwitch.Thumb className="tb-switch__thumb" />
      </RadixSwitch.Root>
    </span>
  );
}
