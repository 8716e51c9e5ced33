import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { Field } from '../field';
import { Icon } from '../icon';
import { useUiText } from '../i18n';
import { usePortalContainer } from '../theme/PortalContainer';

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps<Value extends string = string> {
  label: ReactNode;
  options: readonly SelectOption<Value>[];
  value?: Value;
  defaultValue?: Value;
  onValueChange?: (value: Value) => void;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  /** Submitted with a form under this name. */
  name?: string;
  id?: string;
  className?: string;
  /** Smaller trigger for dense rows (member lists). */
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled single-choice list with type-ahead and full keyboard support. */
export function Select<Value extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  description,
  error,
  required,
  disabled,
  hideLabel,
  name,
  id,
  className,
  size = 'md',
  ref,
}: SelectProps<Value>) {
  const { t } = useUiText();
  const portalContainer = usePortalContainer();
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={(next) => onValueChange?.(next as Value)}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger
            ref={ref}
            className={`tb-control tb-select__trigger tb-select__trigger--${size}`}
            {...control}
          >
            <RadixSelect.Value placeholder={placeholder ?? t('ui.select.placeholder')} />
            <RadixSelect.Icon className="tb-select__icon">
              <Icon name="chevronDown" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={portalContainer}>
            <RadixSelect.Content className="tb-select__content" position="popper" sideOffset={4}>
              <RadixSelect.Viewport className="tb-select__viewport">
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="tb-select__item"
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className="tb-select__indicator">
                      <Icon name="check" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
