import { Button, Select, TextField, type SelectOption } from '@teamboard/ui';
import type { Ref } from 'react';
import { useT } from '@/shared/i18n';
import { hasFilters, NO_FILTERS, type BoardFilters, type DueFilter } from '../lib/filters';
import { FilterPicker, type FilterOption } from './FilterPicker';

const ANY = 'any';

export interface FilterBarProps {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  people: readonly { id: string; name: string }[];
  labels: readonly FilterOption[];
  /** How many cards are shown and in all, when filtered. */
  shown: number;
  total: number;
  textRef?: Ref<HTMLInputElement>;
}

/** Filters of the board; the page keeps them in the URL. */
export function FilterBar({ filters, onChange, people, labels, shown, total, textRef }: FilterBarProps) {
  const { t } = useT();
  const filtered = hasFilters(filters);
  const dueOptions: SelectOption[] = [
    { value: ANY, label: t('board.filter.due.any') },
    { value: 'overdue', label: t('board.filter.due.overdue') },
    { value: 'soon', label: t('board.filter.due.soon') },
    { value: 'none', label: t('board.filter.due.none') },
  ];
  return (
    <div className="board-filters" role="search" aria-label={t('board.filter.label')}>
      <TextField
        ref={textRef}
        label={t('board.filter.label')}
        hideLabel
        type="search"
        placeholder={t('board.filter.placeholder')}
        value={filters.text}
        onChange={(event) => onChange({ ...filters, text: event.target.value })}
        className="board-filters__text"
      />
      <FilterPicker
        kind="assignees"
        options={people}
        picked={filters.assignees}
        onChange={(assignees) => onChange({ ...filters, assignees })}
        emptyText={t('board.filter.nobody')}
      />
      <FilterPicker
        kind="labels"
        options={labels}
        picked={filters.labels}
        onChange={(labels) => onChange({ ...filters, labels })}
        emptyText={t('card.tags.noLabels')}
      />
      <Select
        label={t('board.filter.due')}
        hideLabel
        size="sm"
        value={filters.due ?? ANY}
        options={dueOptions}
        onValueChange={(value) => onChange({ ...filters, due: value === ANY ? null : (value as DueFilter) })}
      />
      {filtered ? (
        <>
          <span className="board-filters__count" role="status">
            {t('board.filter.count', { shown, total })}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            {t('board.filter.clearAll')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
