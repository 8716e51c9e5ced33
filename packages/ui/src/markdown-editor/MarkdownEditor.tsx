import { clsx } from 'clsx';
import { useId, useState, type ReactNode, type Ref } from 'react';
import { MarkdownView } from '../markdown-view';
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
}: MarkdownEditorProps) {
  const id = useId();
  const [tab, setTab] = useState('write');
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const describedBy = [maxLength !== undefined ? countId : null, error ? errorId : null].filter(Boolean).join(' ');

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
              <textarea
                ref={ref}
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
                onChange={(event) => onChange(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (onSubmit && event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                    event.preventDefault();
                    onSubmit();
                  }
                }}
              />
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
          <span id={countId} className="tb-md-editor__count" data-near-limit={value.length > maxLength * 0.9 || undefined}>
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
