import { clsx } from 'clsx';
import { Popover as RadixPopover } from 'radix-ui';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useUiText } from '../i18n';
import { Icon } from '../icon';
import { usePortalContainer } from '../theme/PortalContainer';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown before the label: an avatar, a colour dot. */
  start?: ReactNode;
}

export interface ComboboxProps {
  /** The visible label of the picker, e.g. "Assignees". */
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen values; one at most unless `multiple`. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Several values (assignees, labels); otherwise choosing one closes the list. */
  multiple?: boolean;
  /** Shown on the button when nothing is chosen. */
  placeholder?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  disabled?: boolean;
  /** Starts with the list open (stories, tests). */
  defaultOpen?: boolean;
}

/**
 * A searchable picker for one or several values: assignees, labels. A button shows the choice;
 * the list opens in a popover with a search field that keeps focus while arrow keys move through
 * the options (aria-activedescendant) and Enter toggles one.
 */
export function Combobox({
  label,
  options,
  value,
  onValueChange,
  multiple = false,
  placeholder,
  emptyText,
  disabled = false,
  defaultOpen = false,
}: ComboboxProps) {
  const { t } = useUiText();
  const portalContainer = usePortalContainer();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const chosen = new Set(value);
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return options.filter((option) => words.every((word) => option.label.toLowerCase().includes(word)));
  }, [options, query]);
  const activeOption = matches[Math.min(active, matches.length - 1)];
  const summary = options.filter((option) => chosen.has(option.value));

  const toggle = (option: ComboboxOption) => {
    if (multiple) {
      onValueChange(
        chosen.has(option.value) ? value.filter((item) => item !== option.value) : [...value, option.value],
      );
    } else {
      onValueChange(chosen.has(option.value) ? [] : [option.value]);
      setOpen(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (current) => (Math.min(current, matches.length - 1) + step + matches.length) % matches.length,
      );
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : matches.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) toggle(activeOption);
    }
  };

  return (
    <div className="tb-combobox">
      <span id={labelId} className="tb-combobox__label">
        {label}
      </span>
      <RadixPopover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
          setActive(0);
        }}
      >
        <RadixPopover.Trigger asChild disabled={disabled}>
          <button type="button" className="tb-combobox__button" aria-labelledby={`${labelId} ${id}-value`}>
            <span
              id={`${id}-value`}
              className={clsx('tb-combobox__value', summary.length === 0 && 'tb-combobox__value--empty')}
            >
              {summary.length === 0
                ? (placeholder ?? t('ui.combobox.none'))
                : summary.map((option) => (
                    // Names only: an avatar's initials would put text in the button that its name lacks.
                    <span key={option.value} className="tb-combobox__chosen">
                      {option.label}
                    </span>
                  ))}
            </span>
            <Icon name="search" />
          </button>
        </RadixPopover.Trigger>
        <RadixPopover.Portal container={portalContainer}>
          <RadixPopover.Content
            className="tb-combobox__popover"
            align="start"
            sideOffset={4}
            collisionPadding={8}
            aria-labelledby={labelId}
          >
            <input
              className="tb-combobox__search"
              role="combobox"
              aria-label={t('ui.combobox.search', { label })}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? `${id}-option-${activeOption.value}` : undefined}
              placeholder={t('ui.combobox.searchPlaceholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <ul
              id={listId}
              role="listbox"
              aria-labelledby={labelId}
              aria-multiselectable={multiple || undefined}
              className="tb-combobox__list"
            >
              {matches.map((option) => (
                <li
                  key={option.value}
                  id={`${id}-option-${option.value}`}
                  role="option"
                  aria-selected={chosen.has(option.value)}
                  data-active={option === activeOption || undefined}
                  className="tb-combobox__option"
                  // Keeps focus in the search field; the click still toggles.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => toggle(option)}
                  onMouseMove={() => setActive(matches.indexOf(option))}
                >
                  <span className="tb-combobox__check" aria-hidden>
                    {chosen.has(option.value) ? <Icon name="check" /> : null}
                  </span>
                  {option.start}
                  <span>{option.label}</span>
                </li>
              ))}
            </ul>
            {matches.length === 0 ? (
              <p className="tb-combobox__empty" role="status">
                {emptyText ?? t('ui.combobox.empty')}
              </p>
            ) : null}
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
    </div>
  );
}
