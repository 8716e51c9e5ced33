import { clsx } from 'clsx';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import type { AvatarPerson } from '../avatar-stack';
import { MarkdownView } from '../markdown-view';
import { matchPeople, mentionOptionId, MentionPicker, mentionQueryAt } from '../mention';
import { Tabs } from '../tabs';

export interface MarkdownEditorProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/⌘+Enter calls this (e.g. post the comment). */
  onSubmit?: () => void;
  placeholder?: string;
  /** Character limit (PRODUCT.md §5); shows a live count and blocks typing past it. */
  maxLength?: number;
  error?: ReactNode;
  disabled?: boolean;
  hideLabel?: boolean;
  rows?: number;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * Typing `@` offers these people (the workspace's members); picking one
   * inserts `format(person)`, the stored mention token.
   */
  mentions?: { people: readonly AvatarPerson[]; format: (person: AvatarPerson) => string };
}

/** Calls every ref given: the caller's and our own. */
function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/** A markdown textarea with a Write / Preview switch and a character count. */
export function MarkdownEditor({
  label,
  value,
  onChange,
  onSubmit,
  placeholder = 'Write in Markdown…',
  maxLength,
  error,
  disabled,
  hideLabel,
  rows = 6,
  autoFocus,
  className,
  ref,
  mentions,
}: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState('write');
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const pickerId = `${id}-mentions`;
  const query = mentions && caret !== null ? mentionQueryAt(value, caret) : null;
  const open = query !== null && dismissedAt !== query.start;
  const matches = open && mentions ? matchPeople(mentions.people, query.query) : [];
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  const pick = (person: AvatarPerson) => {
    if (!mentions || !query || caret === null) return;
    const token = `${mentions.format(person)} `;
    const next = value.slice(0, query.start) + token + value.slice(caret);
    if (maxLength !== undefined && next.length > maxLength) return;
    onChange(next);
    const at = query.start + token.length;
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => input.current?.setSelectionRange(at, at));
  };
  const trackCaret = (target: HTMLTextAreaElement) => {
    setCaret(target.selectionStart === target.selectionEnd ? target.selectionStart : null);
  };
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [maxLength !== undefined ? countId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={clsx('tb-md-editor', className)} data-invalid={error ? true : undefined}>
      <label htmlFor={`${id}-input`} className={clsx('tb-field__label', hideLabel && 'tb-visually-hidden')}>
        {label}
      </label>
      <Tabs
        label="Editor mode"
        value={tab}
        onValueChange={setTab}
        className="tb-md-editor__tabs"
        items={[
          {
            value: 'write',
            label: 'Write',
            content: (
              <>
                <textarea
                  ref={mergeRefs(ref, input)}
                  id={`${id}-input`}
                  className="tb-control tb-text-area tb-md-editor__input"
                  value={value}
                  rows={rows}
                  placeholder={placeholder}
                  maxLength={maxLength}
                  disabled={disabled}
                  autoFocus={autoFocus}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                  aria-autocomplete={mentions ? 'list' : undefined}
                  aria-controls={open ? pickerId : undefined}
                  aria-activedescendant={
                    open && matches.length > 0 ? mentionOptionId(pickerId, activeIndex) : undefined
                  }
                  onChange={(event) => {
                    onChange(event.currentTarget.value);
                    trackCaret(event.currentTarget);
                    setActive(0);
                  }}
                  onSelect={(event) => trackCaret(event.currentTarget)}
                  onBlur={() => setCaret(null)}
                  onKeyDown={(event) => {
                    if (open && matches.length > 0) {
                      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                        event.preventDefault();
                        const step = event.key === 'ArrowDown' ? 1 : -1;
                        setActive((activeIndex + step + matches.length) % matches.length);
                        return;
                      }
                      if (
                        (event.key === 'Enter' && !event.metaKey && !event.ctrlKey) ||
                        event.key === 'Tab'
                      ) {
                        event.preventDefault();
                        pick(matches[activeIndex]!);
                        return;
                      }
                    }
                    if (open && event.key === 'Escape') {
                      event.preventDefault();
                      event.stopPropagation();
                      setDismissedAt(query.start);
                      return;
                    }
                    if (onSubmit && event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                      event.preventDefault();
                      onSubmit();
                    }
                  }}
                />
                {open ? (
                  <MentionPicker id={pickerId} people={matches} activeIndex={activeIndex} onPick={pick} />
                ) : null}
              </>
            ),
          },
          {
            value: 'preview',
            label: 'Preview',
            content: (
              <div className="tb-md-editor__preview" style={{ minHeight: `${rows * 1.5 + 1}em` }}>
                {value.trim() ? (
                  <MarkdownView source={value} />
                ) : (
                  <p className="tb-md-editor__empty">Nothing to preview.</p>
                )}
              </div>
            ),
          },
        ]}
      />
      <div className="tb-md-editor__meta">
        <span className="tb-md-editor__hint">Markdown supported</span>
        {maxLength !== undefined ? (
          <span
            id={countId}
            className="tb-md-editor__count"
            data-near-limit={value.length > maxLength * 0.9 || undefined}
          >
            {value.length} / {maxLength}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="tb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
