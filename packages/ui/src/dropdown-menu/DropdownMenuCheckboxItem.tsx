import { clsx } from 'clsx';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '../icon';

export interface DropdownMenuCheckboxItemProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Close the menu when toggled; off by default, so several options can be picked in one visit. */
  closeOnSelect?: boolean;
  /** What type-ahead matches when the label is not plain text (a label chip). */
  textValue?: string;
}

/** A menu item that toggles an option on or off (`role="menuitemcheckbox"`, with `aria-checked`). */
export function DropdownMenuCheckboxItem({
  label,
  checked,
  onCheckedChange,
  disabled,
  closeOnSelect = false,
  textValue,
}: DropdownMenuCheckboxItemProps) {
  return (
    <RadixMenu.CheckboxItem
      className={clsx('tb-menu__item', 'tb-menu__item--checkbox')}
      checked={checked}
      disabled={disabled}
      textValue={textValue}
      onCheckedChange={onCheckedChange}
      onSelect={(event) => {
        if (!closeOnSelect) event.preventDefault();
      }}
    >
      <span className="tb-menu__check" aria-hidden>
        <RadixMenu.ItemIndicator>
          <Icon name="check" size={16} />
        </RadixMenu.ItemIndicator>
      </span>
      {label}
    </RadixMenu.CheckboxItem>
  );
}
