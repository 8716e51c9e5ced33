import { clsx } from 'clsx';
import { DropdownMenu } from '../dropdown-menu';
import { useUiText } from '../i18n';
import { Tooltip } from '../tooltip';

/** A reaction one may give: its stored name and the emoji shown. */
export interface ReactionChoice {
  readonly id: string;
  readonly emoji: string;
}

/** A reaction a comment has, with who gave it (display names, in order) and whether the reader did. */
export interface ReactionSummary extends ReactionChoice {
  readonly people: readonly string[];
  readonly mine: boolean;
}

export interface CommentReactionsProps {
  /** Every reaction offered, in order (the app passes the SDK's set). */
  choices: readonly ReactionChoice[];
  /** The reactions the comment has; those nobody gave are left out. */
  reactions: readonly ReactionSummary[];
  /** Adds or takes back the reader's reaction. Omit for people who may not react (viewers). */
  onToggle?: (id: string) => void;
  locale?: string;
}

/**
 * The reactions under a comment: one toggle per reaction given, with its
 * count, and who gave it on hover or keyboard focus; and a menu to add one.
 */
export function CommentReactions({
  choices,
  reactions,
  onToggle,
  locale: localeProp,
}: CommentReactionsProps) {
  const { t, locale: uiLocale } = useUiText();
  const names = new Intl.ListFormat(localeProp ?? uiLocale, { type: 'conjunction' });
  const nameOf = (id: string) => t('ui.reactions.name', { reaction: id });
  if (reactions.length === 0 && !onToggle) return null;
  return (
    <div className="tb-reactions" role="group" aria-label={t('ui.reactions.label')}>
      {reactions.map((reaction) => (
        <Tooltip
          key={reaction.id}
          delay={200}
          content={t('ui.reactions.who', {
            names: names.format(reaction.people),
            count: reaction.people.length,
            reaction: nameOf(reaction.id),
          })}
        >
          {/* Still focusable when read-only (aria-disabled, not disabled), so who reacted shows on focus. */}
          <button
            type="button"
            className={clsx('tb-reaction', reaction.mine && 'tb-reaction--mine')}
            data-reaction={reaction.id}
            aria-pressed={reaction.mine}
            aria-disabled={onToggle ? undefined : true}
            aria-label={t('ui.reactions.toggle', {
              reaction: nameOf(reaction.id),
              count: reaction.people.length,
            })}
            onClick={() => onToggle?.(reaction.id)}
          >
            <span aria-hidden>{reaction.emoji}</span>
            <span aria-hidden className="tb-reaction__count">
              {reaction.people.length}
            </span>
          </button>
        </Tooltip>
      ))}
      {onToggle ? (
        <DropdownMenu
          align="start"
          trigger={
            <button type="button" className="tb-reaction tb-reaction--add" aria-label={t('ui.reactions.add')}>
              <span aria-hidden>☺︎+</span>
            </button>
          }
          items={choices.map((choice) => ({
            id: choice.id,
            label: `${choice.emoji} ${nameOf(choice.id)}`,
            onSelect: () => onToggle(choice.id),
          }))}
        />
      ) : null}
    </div>
  );
}
