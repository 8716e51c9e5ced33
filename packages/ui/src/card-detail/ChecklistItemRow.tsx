import type { ReactNode } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { DatePicker } from '../date-picker';
import { DropdownMenu, type DropdownMenuEntry } from '../dropdown-menu';
import { formatShortDate } from '../format';
import { useUiText } from '../i18n';
import { IconButton } from '../icon-button';
import { Select } from '../select';
import type { ChecklistItem, ChecklistItemDetails, ChecklistPerson } from './checklist-types';

const NO_OWNER = 'none';

export interface ChecklistItemRowProps {
  item: ChecklistItem;
  readOnly: boolean;
  /** The item's menu, empty for none. */
  actions: readonly DropdownMenuEntry[];
  people: readonly ChecklistPerson[];
  now: Date;
  /** The line naming the card the item became, when it did. */
  converted: ReactNode;
  /** Whether the owner and date pickers are open under the item. */
  detailsOpen: boolean;
  onCloseDetails: () => void;
  onToggle?: (id: string, done: boolean) => void;
  onDetails?: (id: string, details: ChecklistItemDetails) => void;
}

/** An item: its box to tick and its menu, then its owner, date and card, then its pickers while open. */
export function ChecklistItemRow({
  item,
  readOnly,
  actions,
  people,
  now,
  converted,
  detailsOpen,
  onCloseDetails,
  onToggle,
  onDetails,
}: ChecklistItemRowProps) {
  const { t, locale } = useUiText();
  const owner = people.find((person) => person.id === item.ownerId)?.name;
  const dueAt = item.dueAt ?? null;
  return (
    <li className="tb-checklist__entry">
      <div className="tb-checklist__item" data-done={item.done || undefined}>
        <Checkbox
          label={item.body}
          checked={item.done}
          disabled={readOnly || !onToggle}
          onCheckedChange={(checked) => onToggle?.(item.id, checked)}
        />
        {actions.length > 0 ? (
          <DropdownMenu
            trigger={
              <IconButton icon="more" size="sm" label={t('ui.checklist.itemActions', { item: item.body })} />
            }
            items={actions}
          />
        ) : null}
      </div>
      {owner !== undefined || dueAt !== null || converted ? (
        <p className="tb-checklist__meta">
          {owner !== undefined ? <span>{t('ui.checklist.ownedBy', { name: owner })}</span> : null}
          {dueAt !== null ? (
            <time dateTime={dueAt}>
              {t('ui.checklist.dueOn', { date: formatShortDate(new Date(dueAt), now, locale) })}
            </time>
          ) : null}
          {converted}
        </p>
      ) : null}
      {detailsOpen && onDetails ? (
        <div className="tb-checklist__details">
          <Select
            label={t('ui.checklist.owner', { item: item.body })}
            size="sm"
            value={item.ownerId ?? NO_OWNER}
            options={[
              { value: NO_OWNER, label: t('ui.checklist.noOwner') },
              ...people.map((person) => ({ value: person.id, label: person.name })),
            ]}
            onValueChange={(value) => onDetails(item.id, { assigneeId: value === NO_OWNER ? null : value })}
          />
          <DatePicker
            label={t('ui.checklist.due', { item: item.body })}
            value={dueAt === null ? null : new Date(dueAt)}
            clearable
            locale={locale}
            onChange={(date) => onDetails(item.id, { dueAt: date === null ? null : date.toISOString() })}
          />
          <Button variant="ghost" size="sm" onClick={onCloseDetails}>
            {t('ui.checklist.closeDetails')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
