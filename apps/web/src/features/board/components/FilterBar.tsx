import { Button, Select, TextField, type SelectOption } from '@teamboard/ui';
import type { Ref } from 'react';
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

const dueOptions: SelectOption[] = [
  { value: ANY, label: 'Any due date' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'soon', label: 'Due soon' },
  { value: 'none', label: 'No due date' },
];

/** Filters of the board; the page keeps them in the URL. */
export function FilterBar({ filters, onChange, people, labels, shown, total, textRef }: FilterBarProps) {
  const filtered = hasFilters(filters);
  return (
    <div className="board-filters" role="search" aria-label="Filter cards">
      <TextField
        ref={textRef}
        label="Filter cards"
        hideLabel
        type="search"
        placeholder="Filter cards… (f)"
        value={filters.text}
        onChange={(event) => onChange({ ...filters, text: event.target.value })}
        className="board-filters__text"
      />
      <FilterPicker
        name="Assignees"
        options={people}
        picked={filters.assignees}
        onChange={(assignees) => onChange({ ...filters, assignees })}
        emptyText="Nobody to pick yet"
      />
      <FilterPicker
        name="Labels"
        options={labels}
        picked={filters.labels}
        onChange={(labels) => onChange({ ...filters, labels })}
        emptyText="This board has no labels yet"
      />
      <Select
        label="Due date"
        hideLabel
        size="sm"
        value={filters.due ?? ANY}
        options={dueOptions}
        onValueChange={(value) => onChange({ ...filters, due: value === ANY ? null : (value as DueFilter) })}
      />
      {filtered ? (
        <>
          <span className="board-filters__count" role="status">
            {shown} of {total} cards
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </>
      ) : null}
    </div>
  );
}
