import { useState } from 'react';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { IconButton } from '../icon-button';
import { ProgressBar } from '../progress-bar';
import { CardDetailSection } from './CardDetailSection';
import { useUiText } from '../i18n';

export interface ChecklistItem {
  id: string;
  body: string;
  done: boolean;
}

export interface CardChecklistProps {
  items: readonly ChecklistItem[];
  readOnly?: boolean;
  onToggle?: (id: string, done: boolean) => void;
  onAdd?: (body: string) => void;
  onDelete?: (id: string) => void;
  /** Items per card (PRODUCT.md §9); adding stops there. */
  maxItems?: number;
  maxLength?: number;
}

/** The card's checklist: progress, tick-off items, add and remove. */
export function CardChecklist({
  items,
  readOnly = false,
  onToggle,
  onAdd,
  onDelete,
  maxItems = 100,
  maxLength = 300,
}: CardChecklistProps) {
  const [draft, setDraft] = useState('');
  const { t } = useUiText();
  const done = items.filter((item) => item.done).length;
  const full = items.length >= maxItems;

  return (
    <CardDetailSection title={t('ui.checklist.title')} icon="checklist">
      {items.length > 0 ? (
        <ProgressBar
          value={done}
          max={items.length}
          label={t('ui.checklist.progress', { done, total: items.length })}
          showValue
          tone={done === items.length ? 'success' : 'accent'}
        />
      ) : (
        <p className="tb-checklist__empty">{t('ui.checklist.empty')}</p>
      )}
      <ul className="tb-checklist__items">
        {items.map((item) => (
          <li key={item.id} className="tb-checklist__item" data-done={item.done || undefined}>
            <Checkbox
              label={item.body}
              checked={item.done}
              disabled={readOnly}
              onCheckedChange={(checked) => onToggle?.(item.id, checked)}
            />
            {!readOnly && onDelete ? (
              <IconButton
                icon="trash"
                size="sm"
                label={t('ui.checklist.delete', { item: item.body })}
                className="tb-checklist__delete"
                onClick={() => onDelete(item.id)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {!readOnly && onAdd ? (
        <form
          className="tb-checklist__add"
          onSubmit={(event) => {
            event.preventDefault();
            const body = draft.trim();
            if (!body) return;
            onAdd(body);
            setDraft('');
          }}
        >
          <input
            className="tb-control"
            aria-label={t('ui.checklist.new')}
            placeholder={full ? t('ui.checklist.full', { max: maxItems }) : t('ui.checklist.placeholder')}
            value={draft}
            maxLength={maxLength}
            disabled={full}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={full || draft.trim().length === 0}>
            {t('ui.checklist.add')}
          </Button>
        </form>
      ) : null}
    </CardDetailSection>
  );
}
