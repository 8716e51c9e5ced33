import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '../icon';
import { Spinner } from '../spinner';
import { highlightParts, type HighlightPart } from './highlight';
import { Highlighted } from './Highlighted';
import { useUiText } from '../i18n';
import { usePortalContainer } from '../theme/PortalContainer';

/** One choice of the palette: a card, a board, a person or an action. */
export interface CommandItem {
  readonly id: string;
  readonly label: string;
  /** The label with its matches flagged; by default the words of the query are highlighted. */
  readonly labelParts?: readonly HighlightPart[];
  /** A second line (where a card is, a search snippet); highlighted the same way. */
  readonly detail?: string;
  readonly detailParts?: readonly HighlightPart[];
  readonly icon?: IconName;
  /** A short note at the end of the row ("Archived", a keyboard shortcut). */
  readonly hint?: string;
}

export interface CommandGroup {
  readonly id: string;
  readonly heading: string;
  readonly items: readonly CommandItem[];
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** Groups in display order; empty groups are not shown. */
  groups: readonly CommandGroup[];
  /** Called with the chosen item; the palette stays open unless `onOpenChange` closes it. */
  onSelect: (item: CommandItem, group: CommandGroup) => void;
  /** Some results are still coming (the search request is in flight). */
  loading?: boolean;
  /** Shown when nothing matches and nothing is loading. */
  emptyMessage?: ReactNode;
  /** The accessible name of the palette window and its input. */
  label?: string;
  placeholder?: string;
  className?: string;
}

interface Flat {
  readonly item: CommandItem;
  readonly group: CommandGroup;
  readonly optionId: string;
}

/**
 * A keyboard-first search-and-act window: a combobox whose listbox holds
 * grouped results. Arrow keys move the active option (wrapping), Home/End
 * jump, Enter chooses, Escape closes; focus stays in the input throughout.
 */
export function CommandPalette({
  open,
  onOpenChange,
  query,
  onQueryChange,
  groups,
  onSelect,
  loading = false,
  emptyMessage: emptyMessageProp,
  label: labelProp,
  placeholder: placeholderProp,
  className,
}: CommandPaletteProps) {
  const baseId = useId();
  const { t } = useUiText();
  const emptyMessage = emptyMessageProp ?? t('ui.palette.nothing');
  const label = labelProp ?? t('ui.palette.search');
  const placeholder = placeholderProp ?? t('ui.palette.placeholder');
  const listboxId = `${baseId}-listbox`;
  const visible = useMemo(() => groups.filter((group) => group.items.length > 0), [groups]);
  const flat = useMemo<Flat[]>(
    () =>
      visible.flatMap((group) =>
        group.items.map((item) => ({ item, group, optionId: `${baseId}-${group.id}-${item.id}` })),
      ),
    [visible, baseId],
  );
  // The active option by id, so it stays put while results refresh around it;
  // when it is gone, the best result is active.
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const activeIndex = Math.max(
    0,
    flat.findIndex((entry) => entry.optionId === activeId),
  );
  const current = flat[activeIndex];

  useEffect(() => {
    if (!current) return;
    document.getElementById(current.optionId)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const choose = (entry: Flat | undefined) => {
    if (entry) onSelect(entry.item, entry.group);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = flat.length;
    const move = (to: number) => {
      event.preventDefault();
      if (count > 0) setActiveId(flat[((to % count) + count) % count]!.optionId);
    };
    if (event.key === 'ArrowDown') move(activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(count - 1);
    else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      choose(current);
    }
  };

  const nothing = flat.length === 0 && !loading && query.trim() !== '';

  const portalContainer = usePortalContainer();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={portalContainer}>
        <RadixDialog.Overlay className="tb-dialog__overlay" />
        <RadixDialog.Content className={clsx('tb-palette', className)} aria-describedby={undefined}>
          <RadixDialog.Title className="tb-visually-hidden">{label}</RadixDialog.Title>
          <div className="tb-palette__search">
            <Icon name="search" size={18} aria-hidden className="tb-palette__search-icon" />
            <input
              className="tb-palette__input"
              role="combobox"
              aria-label={label}
              aria-expanded={flat.length > 0}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={current?.optionId}
              aria-busy={loading}
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              value={query}
              onChange={(event) => onQueryChange(event.target.value)}
              onKeyDown={onKeyDown}
            />
            {loading ? <Spinner size="sm" label={t('ui.palette.searching')} /> : null}
          </div>
          <div id={listboxId} role="listbox" aria-label={label} className="tb-palette__list">
            {visible.map((group) => (
              <div key={group.id} role="group" aria-labelledby={`${baseId}-${group.id}`}>
                <div id={`${baseId}-${group.id}`} role="presentation" className="tb-palette__heading">
                  {group.heading}
                </div>
                {group.items.map((item) => {
                  const entry = flat.find((f) => f.group === group && f.item === item)!;
                  const selected = entry === current;
                  return (
                    <div
                      key={item.id}
                      id={entry.optionId}
                      role="option"
                      aria-selected={selected}
                      className={clsx('tb-palette__option', selected && 'tb-palette__option--active')}
                      onPointerMove={() => setActiveId(entry.optionId)}
                      // Keep focus in the input when an option is clicked.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(entry)}
                    >
                      {item.icon ? (
                        <Icon name={item.icon} size={16} aria-hidden className="tb-palette__icon" />
                      ) : null}
                      <span className="tb-palette__text">
                        <span className="tb-palette__label">
                          <Highlighted parts={item.labelParts ?? highlightParts(item.label, query)} />
                        </span>
                        {item.detail !== undefined || item.detailParts ? (
                          <span className="tb-palette__detail">
                            <Highlighted
                              parts={item.detailParts ?? highlightParts(item.detail ?? '', query)}
                            />
                          </span>
                        ) : null}
                      </span>
                      {item.hint ? <span className="tb-palette__hint">{item.hint}</span> : null}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {nothing ? (
            <p className="tb-palette__empty" role="status">
              {emptyMessage}
            </p>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
