import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  /** Shown as a small count after the label (e.g. number of archived boards). */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs with arrow-key navigation between tabs and Tab into the panel. */
export function Tabs({ label, items, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={className ? `tb-tabs ${className}` : 'tb-tabs'}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className="tb-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="tb-tabs__tab"
          >
            {item.label}
            {item.count === undefined ? null : <span className="tb-tabs__count">{item.count}</span>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tb-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
