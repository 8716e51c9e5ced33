import { clsx } from 'clsx';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { DropdownMenuCheckboxItem } from '../dropdown-menu/DropdownMenuCheckboxItem';
import { useUiText } from '../i18n';
import { CellError } from './CellError';
import { Icon } from '../icon';
import { usePortalContainer } from '../theme/PortalContainer';

/** One choice of a ChoiceCell: `text` is what type-ahead matches, `label` what the menu shows. */
export interface ChoiceCellOption {
  id: string;
  text: string;
  label?: ReactNode;
}

export interface ChoiceCellProps {
  /** What the cell shows when the menu is closed. */
  children?: ReactNode;
  /** Names the menu for screen readers, e.g. "List of Ship the search". */
  label: string;
  row: number;
  col: number;
  active?: boolean;
  readOnly?: boolean;
  options: readonly ChoiceCellOption[];
  /** The ids chosen now. */
  selected: readonly string[];
  /**
   * `one`: picking an option commits it and closes the menu (`clearable` adds "None", which
   * commits `null`); `many`: each option is ticked on or off and the menu stays open.
   */
  mode: 'one' | 'many';
  clearable?: boolean;
  /** `mode="one"`: the option picked (never the one already chosen), or `null` for none. */
  onChoose?: (id: string | null) => void;
  /** `mode="many"`: an option ticked on or off. */
  onToggle?: (id: string, on: boolean) => void;
  /** Why the last edit was refused (the SDK's error in words), shown in the cell until the next. */
  error?: string;
  style?: CSSProperties;
  className?: string;
}

const NONE = '';

/**
 * A grid cell whose value is picked from a menu, as in a spreadsheet's dropdown cell: Enter (or
 * F2, or a double click) opens the menu, arrows and type-ahead move, Enter picks, Escape closes;
 * either way the focus returns to the cell. A single click only focuses the cell, so arrows and
 * Tab move without opening menus.
 */
export function ChoiceCell({
  children,
  label,
  row,
  col,
  active = false,
  readOnly = false,
  options,
  selected,
  mode,
  clearable = false,
  onChoose,
  onToggle,
  error,
  style,
  className,
}: ChoiceCellProps) {
  const { t } = useUiText();
  const portalContainer = usePortalContainer();
  const [open, setOpen] = useState(false);
  // A closed menu in every cell was most of a long table's scroll cost, so the menu is mounted once the
  // cell is first focused (before the key that opens it: Radix tells a keyboard opening, which focuses
  // the first option, by keys it has seen) or opened, and kept afterwards, so it behaves as before.
  const [menuMounted, setMenuMounted] = useState(false);
  const openMenu = () => {
    setMenuMounted(true);
    setOpen(true);
  };
  const cell = useRef<HTMLDivElement>(null);

  const onCellKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open || readOnly || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      openMenu();
    }
  };
  const chosen = selected[0] ?? NONE;

  return (
    <div
      ref={cell}
      role="gridcell"
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={col}
      aria-readonly={readOnly || undefined}
      className={clsx('tb-table__cell', 'tb-table__cell--editable', 'tb-table__cell--choice', className)}
      style={style}
      onKeyDown={onCellKey}
      onFocus={() => {
        if (!readOnly) setMenuMounted(true);
      }}
      onDoubleClick={() => {
        if (!readOnly) openMenu();
      }}
      title={readOnly ? undefined : t('ui.table.chooseHint')}
    >
      {error ? <CellError message={error} /> : null}
      {children}
      {readOnly || !menuMounted ? null : (
        <RadixMenu.Root open={open} onOpenChange={setOpen} modal={false}>
          {/* The menu's anchor along the cell's foot; the cell itself keeps the focus and the keys. */}
          <RadixMenu.Trigger asChild disabled>
            <span className="tb-table__anchor" aria-hidden tabIndex={-1} />
          </RadixMenu.Trigger>
          <RadixMenu.Portal container={portalContainer}>
            <RadixMenu.Content
              className="tb-popover tb-menu"
              aria-label={label}
              // Radix names the menu by its trigger, here an unnamed anchor: the label names it instead.
              aria-labelledby={undefined}
              align="start"
              sideOffset={2}
              collisionPadding={8}
              loop
              // The menu is drawn elsewhere in the page, but its keys bubble to the grid through React.
              onKeyDown={(event) => event.stopPropagation()}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                cell.current?.focus();
              }}
            >
              {mode === 'one' ? (
                <RadixMenu.RadioGroup
                  value={chosen}
                  onValueChange={(id) => {
                    if (id !== chosen) onChoose?.(id === NONE ? null : id);
                  }}
                >
                  {clearable ? (
                    <RadixMenu.RadioItem
                      value={NONE}
                      className="tb-menu__item"
                      textValue={t('ui.fields.none')}
                    >
                      <Check />
                      {t('ui.fields.none')}
                    </RadixMenu.RadioItem>
                  ) : null}
                  {options.map((option) => (
                    <RadixMenu.RadioItem
                      key={option.id}
                      value={option.id}
                      className="tb-menu__item"
                      textValue={option.text}
                    >
                      <Check />
                      {option.label ?? option.text}
                    </RadixMenu.RadioItem>
                  ))}
                </RadixMenu.RadioGroup>
              ) : (
                options.map((option) => (
                  <DropdownMenuCheckboxItem
                    key={option.id}
                    label={option.label ?? option.text}
                    textValue={option.text}
                    checked={selected.includes(option.id)}
                    onCheckedChange={(on) => onToggle?.(option.id, on)}
                  />
                ))
              )}
            </RadixMenu.Content>
          </RadixMenu.Portal>
        </RadixMenu.Root>
      )}
    </div>
  );
}

/** The tick beside the chosen option, as a checkbox item shows it. */
function Check() {
  return (
    <span className="tb-menu__check" aria-hidden>
      <RadixMenu.ItemIndicator>
        <Icon name="check" size={16} />
      </RadixMenu.ItemIndicator>
    </span>
  );
}
