import type { LabelColor } from '@teamboard/sdk';
import { Button, DropdownMenu, Icon, LabelChip, type DropdownMenuEntry } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { pickedText, toggleId } from '../lib/filters';

export interface FilterOption {
  id: string;
  name: string;
  /** Labels show as their chip. */
  color?: LabelColor;
}

export interface FilterPickerProps {
  /** What is picked: the button is named for it. */
  kind: 'assignees' | 'labels';
  options: readonly FilterOption[];
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** Shown when there is nothing to pick from. */
  emptyText: string;
}

/** A menu of checkable options for one filter kind; the button tells how many are picked. */
export function FilterPicker({ kind, options, picked, onChange, emptyText }: FilterPickerProps) {
  const { t } = useT();
  const name = kind === 'assignees' ? t('board.filter.assignees') : t('board.labels');
  // Only options that still exist count: an id left in a shared URL after its label was deleted picks nothing.
  const count = options.filter((option) => picked.includes(option.id)).length;
  const items: DropdownMenuEntry[] =
    options.length === 0
      ? [{ type: 'label', id: 'none', label: emptyText }]
      : options.map((option) => ({
          type: 'checkbox',
          id: option.id,
          label: option.color ? <LabelChip name={option.name} color={option.color} /> : option.name,
          checked: picked.includes(option.id),
          onCheckedChange: (on) => onChange(toggleId(picked, option.id, on)),
        }));
  if (picked.length > 0) {
    items.push(
      { type: 'separator', id: 'clear-separator' },
      {
        id: 'clear',
        label: t('board.filter.clear', { kind }),
        icon: 'close',
        onSelect: () => onChange([]),
      },
    );
  }
  return (
    <DropdownMenu
      align="start"
      trigger={
        <Button
          variant={count > 0 ? 'secondary' : 'ghost'}
          size="sm"
          // Says what the button filters, which the short visible text leaves to its place in the filter bar.
          aria-label={
            count > 0 ? t('board.filter.byPicked', { kind, count }) : t('board.filter.by', { kind })
          }
        >
          {pickedText(name, count)}
          <Icon name="chevronDown" size={16} />
        </Button>
      }
      items={items}
    />
  );
}
