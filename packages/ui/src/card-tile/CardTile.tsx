import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { AvatarStack, type AvatarPerson } from '../avatar-stack';
import { Badge, type BadgeTone } from '../badge';
import { dueStateOf, formatDueDate, formatShortDate, type DueState } from '../format';
import { Icon } from '../icon';
import { LabelChip, type LabelColor } from '../label-chip';
import type { CardFieldChip } from '../custom-fields/types';
import { useUiText, type UiMessageId } from '../i18n';

export interface CardLabel {
  id: string;
  name: string;
  color: LabelColor;
}

/**
 * What the top of a tile shows: a thumbnail (`src` undefined while its link
 * is on its way: the band keeps its height, so the tile never jumps) or a
 * palette colour band.
 */
export type CardTileCover = { kind: 'image'; src: string | undefined } | { kind: 'color'; color: LabelColor };

export interface ChecklistProgress {
  done: number;
  total: number;
}

/** Props for an optional drag handle, e.g. dnd-kit's `attributes` and `listeners` plus its activator ref. */
export type DragHandleProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

export interface CardTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
  labels?: readonly CardLabel[];
  assignees?: readonly AvatarPerson[];
  /** With `dueAt`, the due badge shows the span; alone, a "Starts …" badge (until completed). */
  startAt?: Date | null;
  dueAt?: Date | null;
  completed?: boolean;
  /** The moment "overdue" is measured from; pass a fixed one in stories and tests. */
  now?: Date;
  attachmentCount?: number;
  commentCount?: number;
  checklist?: ChecklistProgress | null;
  /** Open cards blocking this one; above 0 the tile shows a "blocked" mark with the count. */
  blockedCount?: number;
  /** The board's "show on card" custom fields that have a value (see `fieldChips`). */
  fields?: readonly CardFieldChip[];
  /** A cover across the top: decorative, so it says nothing to screen readers. Pass a small thumbnail, never the full image. */
  cover?: CardTileCover | null;
  /** Opens the card. With `href` too, the title is a link (deep-linkable, middle-click works). */
  onOpen?: () => void;
  href?: string;
  /** Renders a grip button carrying these props, for drag and drop by handle. */
  dragHandleProps?: DragHandleProps;
  /** Drawn lifted while dragged, dimmed where it came from, etc. */
  dragState?: 'idle' | 'dragging' | 'placeholder';
  /** Other people who have this card open right now. */
  viewers?: readonly AvatarPerson[];
  locale?: string;
  ref?: Ref<HTMLDivElement>;
}

const dueTone: Record<DueState, BadgeTone> = {
  none: 'neutral',
  upcoming: 'neutral',
  'due-soon': 'warning',
  overdue: 'danger',
  done: 'success',
};

const dueWord: Record<Exclude<DueState, 'none'>, UiMessageId> = {
  upcoming: 'ui.due.upcoming',
  'due-soon': 'ui.due.dueSoon',
  overdue: 'ui.due.overdue',
  done: 'ui.due.done',
};

/**
 * A card on the board. The title is the one control that opens it; its hit area covers the
 * whole tile, so the tile is clickable without nesting buttons. Extra props land on the root,
 * which is where a sortable library puts its ref, style and listeners.
 */
export function CardTile({
  title,
  labels = [],
  assignees = [],
  startAt = null,
  dueAt = null,
  completed = false,
  now,
  attachmentCount = 0,
  commentCount = 0,
  checklist = null,
  blockedCount = 0,
  fields = [],
  cover = null,
  onOpen,
  href,
  dragHandleProps,
  dragState = 'idle',
  viewers = [],
  locale: localeProp,
  className,
  ref,
  ...rest
}: CardTileProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const reference = now ?? new Date();
  const due = dueStateOf(dueAt, completed, reference);
  const checklistDone = checklist !== null && checklist.total > 0 && checklist.done === checklist.total;
  const startsOnly = startAt !== null && dueAt === null && !completed;
  const hasMeta =
    blockedCount > 0 ||
    due !== 'none' ||
    startsOnly ||
    commentCount > 0 ||
    attachmentCount > 0 ||
    (checklist !== null && checklist.total > 0);

  return (
    <div
      ref={ref}
      className={clsx('tb-card-tile', completed && 'tb-card-tile--completed', className)}
      data-drag-state={dragState === 'idle' ? undefined : dragState}
      {...rest}
    >
      {cover ? (
        <div
          className="tb-card-tile__cover"
          data-cover={cover.kind}
          data-tb-color={cover.kind === 'color' ? cover.color : undefined}
          aria-hidden
        >
          {cover.kind === 'image' && cover.src !== undefined ? (
            // Lazy: a tile far down a long column loads its thumbnail only when scrolled near.
            <img src={cover.src} alt="" loading="lazy" decoding="async" width={320} height={160} />
          ) : null}
        </div>
      ) : null}
      {labels.length > 0 ? (
        <ul className="tb-card-tile__labels" aria-label={t('ui.card.labels')}>
          {labels.map((label) => (
            <li key={label.id}>
              <LabelChip name={label.name} color={label.color} />
            </li>
          ))}
        </ul>
      ) : null}
      <h3 className="tb-card-tile__title">
        {href ? (
          <a
            className="tb-card-tile__open"
            href={href}
            onClick={(event) => {
              if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen();
            }}
          >
            {title}
          </a>
        ) : (
          <button type="button" className="tb-card-tile__open" onClick={onOpen}>
            {title}
          </button>
        )}
      </h3>
      {fields.length > 0 ? (
        <ul className="tb-card-tile__fields" aria-label={t('ui.card.fields')}>
          {fields.map((field) => (
            <li key={field.id}>
              <LabelChip name={`${field.name}: ${field.text}`} color={field.color ?? 'gray'} />
            </li>
          ))}
        </ul>
      ) : null}
      {completed ? <span className="tb-visually-hidden">{t('ui.card.completed')}</span> : null}
      {hasMeta || assignees.length > 0 ? (
        <div className="tb-card-tile__footer">
          <ul className="tb-card-tile__meta" aria-label={t('ui.card.details')}>
            {blockedCount > 0 ? (
              <li>
                <Badge tone="danger" className="tb-card-tile__blocked" data-blocked={blockedCount}>
                  <Icon name="lock" size={12} />
                  <span aria-hidden>
                    {t('ui.card.blocked')} · {blockedCount}
                  </span>
                  <span className="tb-visually-hidden">
                    {t('ui.card.blockedBy', { count: blockedCount })}
                  </span>
                </Badge>
              </li>
            ) : null}
            {due !== 'none' && dueAt ? (
              <li>
                <Badge tone={dueTone[due]} className="tb-card-tile__due" data-due={due}>
                  <Icon name={due === 'done' ? 'check' : 'clock'} size={12} />
                  {startAt ? (
                    <>
                      <span className="tb-visually-hidden">{t('ui.card.starts')}: </span>
                      <time dateTime={startAt.toISOString()}>
                        {formatShortDate(startAt, reference, locale)}
                      </time>
                      <span aria-hidden> – </span>
                    </>
                  ) : null}
                  <span className="tb-visually-hidden">{t(dueWord[due])}: </span>
                  <time dateTime={dueAt.toISOString()}>{formatDueDate(dueAt, reference, locale)}</time>
                  {due === 'overdue' || due === 'due-soon' ? (
                    <span aria-hidden> · {t(dueWord[due])}</span>
                  ) : null}
                </Badge>
              </li>
            ) : null}
            {startsOnly ? (
              <li>
                <Badge tone="neutral" className="tb-card-tile__due" data-due="starts">
                  <Icon name="clock" size={12} />
                  {t('ui.card.starts')}{' '}
                  <time dateTime={startAt.toISOString()}>{formatShortDate(startAt, reference, locale)}</time>
                </Badge>
              </li>
            ) : null}
            {checklist !== null && checklist.total > 0 ? (
              <li className={clsx('tb-card-tile__count', checklistDone && 'tb-card-tile__count--done')}>
                <Icon name="checklist" size={14} />
                <span className="tb-visually-hidden">{t('ui.card.checklist')} </span>
                {checklist.done}/{checklist.total}
              </li>
            ) : null}
            {commentCount > 0 ? (
              <li className="tb-card-tile__count">
                <Icon name="comment" size={14} />
                {commentCount}
                <span className="tb-visually-hidden"> {t('ui.card.comments', { count: commentCount })}</span>
              </li>
            ) : null}
            {attachmentCount > 0 ? (
              <li className="tb-card-tile__count">
                <Icon name="paperclip" size={14} />
                {attachmentCount}
                <span className="tb-visually-hidden">
                  {' '}
                  {t('ui.card.attachments', { count: attachmentCount })}
                </span>
              </li>
            ) : null}
          </ul>
          {assignees.length > 0 ? (
            <AvatarStack
              people={assignees}
              max={3}
              size="xs"
              label={t('ui.card.assignees')}
              className="tb-card-tile__assignees"
            />
          ) : null}
        </div>
      ) : null}
      {viewers.length > 0 ? (
        <AvatarStack
          people={viewers}
          max={2}
          size="xs"
          label={t('ui.card.openBy')}
          className="tb-card-tile__viewers"
        />
      ) : null}
      {dragHandleProps ? (
        <button
          type="button"
          aria-label={t('ui.card.move', { title })}
          {...dragHandleProps}
          className="tb-card-tile__handle"
        >
          <Icon name="grip" />
        </button>
      ) : null}
    </div>
  );
}
