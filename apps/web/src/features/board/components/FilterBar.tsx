import { Button, Select, TextField, type SelectOption } from '@teamboard/ui';
import type { Ref } from 'react';
import { hasFilters, NO_FILTERS, type BoardFilters, type DueFilter } from '../lib/filters';

const ANY = 'any';

export interface FilterBarProps {
  filters: BoardFilters;
  onChange: (filters: BoardFilters) => void;
  people: readonly { id: string; name: string }[];
  labels: readonly { id: string; name: string }[];
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
      <Select
        label="Assignee"
        hideLabel
        size="sm"
        value={filters.assignees[0] ?? ANY}
        options={[
          { value: ANY, label: 'Anyone' },
          ...people.map((person) => ({ value: person.id, label: person.name })),
        ]}
        onValueChange={(value) => onChange({ ...filters, assignees: value === ANY ? [] : [value] })}
      />
      <Select
        label="Label"
        hideLabel
        size="sm"
        value={filters.labels[0] ?? ANY}
        options={[
          { value: ANY, label: 'Any label' },
          ...labels.map((label) => ({ value: label.id, label: label.name })),
        ]}
        onValueChange={(value) => onChange({ ...filters, labels: value === ANY ? [] : [value] })}
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
