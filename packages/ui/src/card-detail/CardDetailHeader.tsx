import { useState, type ReactNode } from 'react';
import { AvatarStack, type AvatarPerson } from '../avatar-stack';
import { Badge } from '../badge';
import type { CardLabel } from '../card-tile';
import { Checkbox } from '../checkbox';
import { DatePicker } from '../date-picker';
import { atTimeOfDay, dueStateOf, formatDueDate, formatShortDate, toTimeInputValue } from '../format';
import { LabelChip } from '../label-chip';
import { UiTrans, useUiText } from '../i18n';
import { useFollowingDraft } from './use-following-draft';

export interface CardDetailHeaderProps {
  title: string;
  listName: string;
  labels?: readonly CardLabel[];
  assignees?: readonly AvatarPerson[];
  /** When work on the card begins: a day, never after `dueAt` (the pickers keep it so). */
  startAt?: Date | null;
  dueAt?: Date | null;
  completed?: boolean;
  /** Viewers see everything but change nothing. */
  readOnly?: boolean;
  /** Called with the trimmed new title when the user commits an edit (Enter or leaving the field). */
  onTitleChange?: (title: string) => void;
  onCompletedChange?: (completed: boolean) => void;
  onStartChange?: (startAt: Date | null) => void;
  onDueChange?: (dueAt: Date | null) => void;
  /** Shown under the title, e.g. a conflict ("Someone else changed this card"). */
  notice?: ReactNode;
  now?: Date;
  locale?: string;
  maxTitleLength?: number;
}

/** Title, list, labels, people, start and due dates and completion of an open card. */
export function CardDetailHeader({
  title,
  listName,
  labels = [],
  assignees = [],
  startAt = null,
  dueAt = null,
  completed = false,
  readOnly = false,
  onTitleChange,
  onCompletedChange,
  onStartChange,
  onDueChange,
  notice,
  now,
  locale: localeProp,
  maxTitleLength = 200,
}: CardDetailHeaderProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const reference = now ?? new Date();
  const due = dueStateOf(dueAt, completed, reference);
  return (
    <div className="tb-card-header">
      {readOnly ? (
        <p className="tb-card-header__title-text">{title}</p>
      ) : (
        // Keyed by the title, so a newer title from the server resets the draft.
        <TitleInput key={title} title={title} maxLength={maxTitleLength} onCommit={onTitleChange} />
      )}
      <p className="tb-card-header__list">
        <UiTrans id="ui.cardHeader.inList" values={{ list: listName }} components={{ 0: <strong /> }} />
      </p>
      {notice ? (
        <div className="tb-card-header__notice" role="status">
          {notice}
        </div>
      ) : null}
      <dl className="tb-card-header__facts">
        <div className="tb-card-header__fact">
          <dt>{t('ui.card.assignees')}</dt>
          <dd>
            {assignees.length > 0 ? (
              <AvatarStack people={assignees} max={5} size="sm" label={t('ui.card.assignees')} />
            ) : (
              <span className="tb-card-header__none">{t('ui.cardHeader.nobody')}</span>
            )}
          </dd>
        </div>
        <div className="tb-card-header__fact">
          <dt>{t('ui.card.labels')}</dt>
          <dd>
            {labels.length > 0 ? (
              <ul className="tb-card-header__labels">
                {labels.map((label) => (
                  <li key={label.id}>
                    <LabelChip name={label.name} color={label.color} />
                  </li>
                ))}
              </ul>
            ) : (
              <span className="tb-card-header__none">{t('ui.cardHeader.none')}</span>
            )}
          </dd>
        </div>
        <div className="tb-card-header__fact">
          <dt>{t('ui.cardHeader.start')}</dt>
          <dd className="tb-card-header__due">
            {readOnly ? (
              startAt ? (
                <span>{formatShortDate(startAt, reference, locale)}</span>
              ) : (
                <span className="tb-card-header__none">{t('ui.cardHeader.noDate')}</span>
              )
            ) : (
              <DatePicker
                label={t('ui.cardHeader.startDate')}
                hideLabel
                value={startAt}
                onChange={(value) => onStartChange?.(value)}
                clearable
                placeholder={t('ui.cardHeader.noDate')}
                max={dueAt ?? undefined}
                locale={locale}
                today={now}
              />
            )}
          </dd>
        </div>
        <div className="tb-card-header__fact">
          <dt>{t('ui.cardHeader.due')}</dt>
          <dd className="tb-card-header__due">
            {readOnly ? (
              dueAt ? (
                <span>{formatDueDate(dueAt, reference, locale)}</span>
              ) : (
                <span className="tb-card-header__none">{t('ui.cardHeader.noDate')}</span>
              )
            ) : (
              <>
                <DatePicker
                  label={t('ui.cardHeader.dueDate')}
                  hideLabel
                  value={dueAt}
                  // A new day keeps the time of day already set.
                  onChange={(value) =>
                    onDueChange?.(value && dueAt ? atTimeOfDay(value, toTimeInputValue(dueAt)) : value)
                  }
                  clearable
                  placeholder={t('ui.cardHeader.noDate')}
                  min={startAt ?? undefined}
                  locale={locale}
                  today={now}
                />
                {dueAt ? <DueTimeInput dueAt={dueAt} onCommit={onDueChange} /> : null}
              </>
            )}
            {due === 'overdue' ? <Badge tone="danger">{t('ui.due.overdue')}</Badge> : null}
            {due === 'due-soon' ? <Badge tone="warning">{t('ui.due.dueSoon')}</Badge> : null}
          </dd>
        </div>
      </dl>
      <Checkbox
        label={completed ? t('ui.cardHeader.completed') : t('ui.cardHeader.markComplete')}
        checked={completed}
        disabled={readOnly}
        onCheckedChange={(checked) => onCompletedChange?.(checked)}
      />
    </div>
  );
}

interface DueTimeInputProps {
  dueAt: Date;
  onCommit: ((dueAt: Date) => void) | undefined;
}

/**
 * The time of day of a due date; committed on Enter or leaving the field, on the newest day the
 * card has. Emptied, it means none.
 */
function DueTimeInput({ dueAt, onCommit }: DueTimeInputProps) {
  const saved = toTimeInputValue(dueAt);
  const { t } = useUiText();
  const [draft, setDraft] = useFollowingDraft(saved === '00:00' ? '' : saved);
  const commit = () => {
    const next = atTimeOfDay(dueAt, draft);
    if (next.getTime() !== dueAt.getTime()) onCommit?.(next);
  };
  return (
    <input
      type="time"
      className="tb-control tb-card-header__due-time"
      aria-label={t('ui.cardHeader.dueTime')}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        }
      }}
    />
  );
}

interface TitleInputProps {
  title: string;
  maxLength: number;
  onCommit: ((title: string) => void) | undefined;
}

function TitleInput({ title, maxLength, onCommit }: TitleInputProps) {
  const [draft, setDraft] = useState(title);
  const { t } = useUiText();
  const trimmed = draft.trim();
  const invalid = trimmed.length === 0;

  const commit = () => {
    if (invalid) {
      setDraft(title);
      return;
    }
    if (trimmed !== title) onCommit?.(trimmed);
  };

  return (
    <div className="tb-card-header__title-field">
      <textarea
        className="tb-card-header__title-input"
        aria-label={t('ui.cardHeader.title')}
        value={draft}
        maxLength={maxLength}
        rows={1}
        aria-invalid={invalid || undefined}
        onChange={(event) => setDraft(event.currentTarget.value.replace(/\n/g, ' '))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          } else if (event.key === 'Escape' && draft !== title) {
            // Escape first undoes the edit; only a second Escape closes the drawer.
            event.stopPropagation();
            setDraft(title);
          }
        }}
      />
      {invalid ? <p className="tb-field__error">{t('ui.cardHeader.titleRequired')}</p> : null}
    </div>
  );
}
