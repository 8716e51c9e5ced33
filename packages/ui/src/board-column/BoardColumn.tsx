import { clsx } from 'clsx';
import { Children, isValidElement, useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from '../button';
import type { DragHandleProps } from '../card-tile';
import { ErrorState } from '../error-state';
import { Icon } from '../icon';
import { Skeleton } from '../skeleton';
import { useUiText } from '../i18n';

export interface BoardColumnProps extends HTMLAttributes<HTMLElement> {
  name: string;
  /** Cards in the list (not only those shown, when filtered). */
  cardCount: number;
  /** With filters on: how many of them match and are shown; the header then reads "2 of 5". */
  shownCount?: number;
  /** Work-in-progress limit; the header warns when the count goes over it. */
  wipLimit?: number | null;
  /** Cards (usually CardTiles); each child becomes one list item. */
  children?: ReactNode;
  status?: 'ready' | 'loading' | 'error';
  errorMessage?: string;
  onRetry?: () => void;
  /** Shows an "Add a card" button at the bottom. */
  onAddCard?: () => void;
  /** Actions for the list (rename, set limit, archive), e.g. a DropdownMenu. */
  menu?: ReactNode;
  /** Text when the list has no cards. */
  emptyText?: ReactNode;
  /** Renders a grip in the header, for reordering lists by handle. */
  dragHandleProps?: DragHandleProps;
  /** Props for the card list element, e.g. a droppable ref. */
  listProps?: HTMLAttributes<HTMLOListElement> & { ref?: Ref<HTMLOListElement> };
  dragState?: 'idle' | 'dragging' | 'over';
  ref?: Ref<HTMLElement>;
}

/** One list of the board: header with count and WIP warning, its cards, and an add button. */
export function BoardColumn({
  name,
  cardCount,
  shownCount,
  wipLimit = null,
  children,
  status = 'ready',
  errorMessage,
  onRetry,
  onAddCard,
  menu,
  emptyText,
  dragHandleProps,
  listProps,
  dragState = 'idle',
  className,
  ref,
  ...rest
}: BoardColumnProps) {
  const headingId = useId();
  const { t } = useUiText();
  const overLimit = wipLimit !== null && cardCount > wipLimit;
  const items = Children.toArray(children);

  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={clsx('tb-column', overLimit && 'tb-column--over-limit', className)}
      data-drag-state={dragState === 'idle' ? undefined : dragState}
      aria-busy={status === 'loading' || undefined}
      {...rest}
    >
      <header className="tb-column__header">
        {dragHandleProps ? (
          <button
            type="button"
            aria-label={t('ui.column.move', { name })}
            {...dragHandleProps}
            className="tb-column__handle"
          >
            <Icon name="grip" />
          </button>
        ) : null}
        <h2 id={headingId} className="tb-column__name">
          {name}
        </h2>
        <span className="tb-column__count" data-over-limit={overLimit || undefined}>
          {overLimit ? <Icon name="alert" size={12} /> : null}
          <span aria-hidden>
            {shownCount === undefined
              ? cardCount
              : t('ui.column.shown', { shown: shownCount, count: cardCount })}
            {wipLimit === null ? null : `/${String(wipLimit)}`}
          </span>
          <span className="tb-visually-hidden">
            {shownCount === undefined ? null : `${t('ui.column.shownCount', { shown: shownCount })} `}
            {t('ui.column.count', {
              count: cardCount,
              limit: wipLimit === null ? 'none' : wipLimit,
              over: overLimit ? 'yes' : 'no',
            })}
          </span>
        </span>
        {menu ? <span className="tb-column__menu">{menu}</span> : null}
      </header>
      {overLimit ? (
        <p className="tb-column__warning" role="status">
          {t('ui.column.overLimit', { over: cardCount - wipLimit, limit: wipLimit })}
        </p>
      ) : null}
      <div className="tb-column__body">
        {status === 'loading' ? (
          <div className="tb-column__skeletons">
            <span className="tb-visually-hidden">{t('ui.column.loading')}</span>
            {[72, 96, 60].map((height) => (
              <Skeleton key={height} height={height} />
            ))}
          </div>
        ) : status === 'error' ? (
          <ErrorState size="sm" title={t('ui.column.loadError')} message={errorMessage} onRetry={onRetry} />
        ) : (
          <ol
            {...listProps}
            className={clsx('tb-column__cards', listProps?.className)}
            aria-label={t('ui.column.cardsIn', { name })}
          >
            {items.map((child, index) => (
              <li
                key={isValidElement(child) && child.key !== null ? child.key : index}
                className="tb-column__item"
              >
                {child}
              </li>
            ))}
            {items.length === 0 ? (
              <li className="tb-column__empty">{emptyText ?? t('ui.column.empty')}</li>
            ) : null}
          </ol>
        )}
      </div>
      {onAddCard && status === 'ready' ? (
        <footer className="tb-column__footer">
          <Button
            variant="ghost"
            size="sm"
            start={<Icon name="plus" />}
            onClick={onAddCard}
            className="tb-column__add"
          >
            {t('ui.column.addCard')}
          </Button>
        </footer>
      ) : null}
    </section>
  );
}
