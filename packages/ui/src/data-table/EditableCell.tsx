import { clsx } from 'clsx';
import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useUiText } from '../i18n';
import { CellError } from './CellError';

export interface EditableCellProps {
  /** What the cell shows when not editing. */
  children?: ReactNode;
  /** The text the editor starts from: the title, a number, a link, or the day as `YYYY-MM-DD` ('' for none). */
  value: string;
  kind: 'text' | 'date' | 'number' | 'url';
  /** An emptied editor commits nothing (a title); otherwise '' clears the value. Text is required unless told. */
  required?: boolean;
  /** Shown after the editor, e.g. a number field's unit. */
  suffix?: string;
  /** Names the editor for screen readers, e.g. "Title of Ship the search". */
  label: string;
  row: number;
  col: number;
  active?: boolean;
  readOnly?: boolean;
  /** Longest text the editor takes (the SDK still validates what it gets). */
  maxLength?: number;
  /** Called with the new text ('' clears a date) when the user commits a changed value. */
  onCommit: (value: string) => void;
  /** Why the last edit was refused (the SDK's error in words), shown in the cell until the next. */
  error?: string;
  style?: CSSProperties;
  className?: string;
}

/**
 * A grid cell edited in place, as in a spreadsheet: Enter (or F2, or a double
 * click) opens the editor, Enter commits, Escape cancels; either way focus
 * returns to the cell. Keys typed in the editor stay there, so the grid's
 * arrow-key navigation waits until editing ends. Text, numbers, links and days
 * edit here; choices edit in a ChoiceCell, yes/no in a ToggleCell.
 */
export function EditableCell({
  children,
  value,
  kind,
  label,
  row,
  col,
  active = false,
  readOnly = false,
  maxLength,
  required = kind === 'text',
  suffix,
  onCommit,
  error,
  style,
  className,
}: EditableCellProps) {
  const { t } = useUiText();
  // Uncontrolled: a number input's half-typed text ("5.") has no value a controlled input could hold.
  const [editing, setEditing] = useState(false);
  const editor = useRef<HTMLInputElement>(null);
  const cell = useRef<HTMLDivElement>(null);

  // Set once the editor is closing: its unmount blurs it, which must not commit a cancelled draft.
  // By keyboard the cell takes the focus back; by a click elsewhere, the click keeps it.
  const closing = useRef<{ refocus: boolean } | null>(null);
  const start = () => {
    closing.current = null;
    setEditing(true);
  };

  const stop = (commit: boolean, refocus = true) => {
    if (!editing || closing.current) return;
    closing.current = { refocus };
    const next = (editor.current?.value ?? value).trim();
    setEditing(false);
    if (commit && next !== value && (!required || next !== '')) onCommit(next);
  };

  // Once the editor has gone, focus goes back to the cell, not the page.
  useLayoutEffect(() => {
    if (!editing && closing.current?.refocus) cell.current?.focus();
  }, [editing]);

  const onCellKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || readOnly || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      start();
    }
  };
  const onEditorKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // The grid's navigation keys move the caret here.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      stop(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stop(false);
    }
  };

  return (
    <div
      ref={cell}
      role="gridcell"
      tabIndex={active ? 0 : -1}
      data-row={row}
      data-col={col}
      aria-readonly={readOnly || undefined}
      className={clsx(
        'tb-table__cell',
        'tb-table__cell--editable',
        editing && 'tb-table__cell--editing',
        className,
      )}
      style={style}
      onKeyDown={onCellKey}
      onDoubleClick={() => {
        if (!readOnly) start();
      }}
      title={readOnly ? undefined : t('ui.table.editHint')}
    >
      {editing ? (
        <>
          <input
            className="tb-table__editor"
            type={kind}
            aria-label={label}
            ref={editor}
            defaultValue={value}
            maxLength={kind === 'text' || kind === 'url' ? maxLength : undefined}
            {...(kind === 'number' ? { inputMode: 'decimal' as const, step: 'any' } : {})}
            // The user asked to edit this cell just now: the editor takes the focus.
            autoFocus
            onKeyDown={onEditorKey}
            onBlur={() => stop(true, false)}
          />
          {suffix ? (
            <span className="tb-table__suffix" aria-hidden>
              {suffix}
            </span>
          ) : null}
        </>
      ) : (
        <>
          {error ? <CellError message={error} /> : null}
          {children}
        </>
      )}
    </div>
  );
}
