import { clsx } from 'clsx';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconName } from '../icon';
import { DropdownMenuCheckboxItem, type DropdownMenuCheckboxItemProps } from './DropdownMenuCheckboxItem';
import { usePortalContainer } from '../theme/PortalContainer';

export type DropdownMenuEntry =
  | {
      type?: 'item';
      /** Stable key; also used as the item's test handle. */
      id: string;
      label: ReactNode;
      onSelect: () => void;
      icon?: IconName;
      /** Destructive actions are shown in the danger colour. */
      danger?: boolean;
      disabled?: boolean;
    }
  | ({ type: 'checkbox'; id: string } & DropdownMenuCheckboxItemProps)
  | { type: 'separator'; id: string }
  | { type: 'label'; id: string; label: ReactNode };

export interface DropdownMenuProps {
  /** The button that opens the menu; gets aria-haspopup/expanded automatically. */
  trigger: ReactElement;
  items: readonly DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A menu of actions with arrow-key navigation, type-ahead and Escape to close.
 * `checkbox` entries toggle an option and keep the menu open (see DropdownMenuCheckboxItem).
 */
export function DropdownMenu({
  trigger,
  items,
  align = 'end',
  open,
  defaultOpen,
  onOpenChange,
}: DropdownMenuProps) {
  const portalContainer = usePortalContainer();
  return (
    // Non-modal: the rest of the page is not hidden from screen readers while the menu is open,
    // which would otherwise leave the trigger focusable inside an aria-hidden region.
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal container={portalContainer}>
        <RadixMenu.Content
          className="tb-popover tb-menu"
          align={align}
          sideOffset={4}
          collisionPadding={8}
          loop
        >
          {items.map((entry) => {
            if (entry.type === 'separator')
              return <RadixMenu.Separator key={entry.id} className="tb-menu__separator" />;
            if (entry.type === 'checkbox') {
              const { id, type: _type, ...item } = entry;
              return <DropdownMenuCheckboxItem key={id} {...item} />;
            }
            if (entry.type === 'label')
              return (
                <RadixMenu.Label key={entry.id} className="tb-menu__label">
                  {entry.label}
                </RadixMenu.Label>
              );
            return (
              <RadixMenu.Item
                key={entry.id}
                className={clsx('tb-menu__item', entry.danger && 'tb-menu__item--danger')}
                disabled={entry.disabled}
                onSelect={entry.onSelect}
              >
                {entry.icon ? <Icon name={entry.icon} /> : null}
                {entry.label}
              </RadixMenu.Item>
            );
          })}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
