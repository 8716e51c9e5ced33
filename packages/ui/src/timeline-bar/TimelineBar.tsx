import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { dateFormat } from '../format';
import { useUiText } from '../i18n';

/** What a change of a bar does: move it whole, or move its start or its end (the due date). */
export type TimelineBarEdit = 'move' | 'start' | 'end';

export interface TimelineBarProps {
  /** The card's title: the bar's text and the start of its accessible name. */
  title: string;
  /** The first and last day the bar covers (the same day for a one-day bar). */
  start: Date;
  end: Date;
  /** Where the bar sits on its track, in pixels. */
  left: number;
  width: number;
  /** Pixels one day takes on the scale: a drag snaps to whole days. */
  dayWidth: number;
  completed?: boolean;
  /** Editors drag and key; everyone else only opens the card. */
  canEdit?: boolean;
  /** A finished drag or a key press, in whole days (negative: earlier). */
  onChange?: (edit: TimelineBarEdit, days: number) => void;
  /** A click or Enter without a drag. */
  onOpen?: () => void;
  /** Dates in this language; the active catalogue's by default. */
  locale?: string;
}

interface Drag {
  edit: TimelineBarEdit;
  pointerX: number;
  days: number;
}

/** The narrowest a bar is drawn, so a one-day bar on the month scale can still be grabbed. */
const MIN_WIDTH = 16;

/**
 * A card on the timeline: a bar from its start to its due date. Dragging the
 * bar moves both dates, dragging an end moves that date; the bar follows the
 * pointer in whole days and reports once, on release. From the keyboard,
 * arrows move the bar a day, with Shift its due date, with Alt its start.
 * The ends are for the pointer only: one focus stop per card, named by its
 * title and dates.
 */
export function TimelineBar({
  title,
  start,
  end,
  left,
  width,
  dayWidth,
  completed = false,
  canEdit = false,
  onChange,
  onOpen,
  locale: localeProp,
}: TimelineBarProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const hintId = useId();
  const [drag, setShownDrag] = useState<Drag | null>(null);
  // The drag as the handlers read it: pointer moves render later, a release may come first.
  const current = useRef<Drag | null>(null);
  const setDrag = (next: Drag | null) => {
    current.current = next;
    setShownDrag(next);
  };
  // A click follows every pointer release: after a drag it must not open the card.
  const dragged = useRef(false);
  const format = dateFormat(locale, { day: 'numeric', month: 'short' });
  const sameDay = start.toDateString() === end.toDateString();
  const dates = sameDay
    ? format.format(start)
    : t('ui.timelineBar.range', { start: format.format(start), end: format.format(end) });
  const name = t('ui.timelineBar.name', { title, dates });
  const editable = canEdit && onChange !== undefined;

  const shift = drag ? drag.days * dayWidth : 0;
  const shown =
    drag?.edit === 'move'
      ? { left: left + shift, width }
      : drag?.edit === 'start'
        ? { left: left + Math.min(shift, width - dayWidth), width: Math.max(width - shift, dayWidth) }
        : drag?.edit === 'end'
          ? { left, width: Math.max(width + shift, dayWidth) }
          : { left, width };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!editable || event.button !== 0) return;
    const edge = (event.target as HTMLElement).closest<HTMLElement>('[data-edge]')?.dataset.edge;
    const edit: TimelineBarEdit = edge === 'start' || edge === 'end' ? edge : 'move';
    event.currentTarget.setPointerCapture(event.pointerId);
    dragged.current = false;
    setDrag({ edit, pointerX: event.clientX, days: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const drag = current.current;
    if (!drag) return;
    const days = Math.round((event.clientX - drag.pointerX) / dayWidth) || 0;
    if (days !== drag.days) setDrag({ ...drag, days });
  };
  const onPointerUp = () => {
    const drag = current.current;
    if (!drag) return;
    setDrag(null);
    if (drag.days === 0) return;
    dragged.current = true;
    onChange?.(drag.edit, drag.days);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!editable || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const edit: TimelineBarEdit = event.shiftKey ? 'end' : event.altKey ? 'start' : 'move';
    onChange(edit, event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <button
      type="button"
      className={clsx('tb-timeline-bar', completed && 'tb-timeline-bar--done')}
      style={{ left: shown.left, width: Math.max(shown.width, MIN_WIDTH) }}
      aria-label={completed ? `${name}, ${t('ui.timelineBar.done')}` : name}
      aria-describedby={editable ? hintId : undefined}
      data-dragging={drag ? drag.edit : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else onOpen?.();
      }}
    >
      {editable ? <span className="tb-timeline-bar__handle" data-edge="start" aria-hidden /> : null}
      <span className="tb-timeline-bar__title">{title}</span>
      {editable ? <span className="tb-timeline-bar__handle" data-edge="end" aria-hidden /> : null}
      {editable ? (
        <span id={hintId} className="tb-visually-hidden">
          {t('ui.timelineBar.hint')}
        </span>
      ) : null}
    </button>
  );
}
