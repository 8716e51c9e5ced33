import { clsx } from 'clsx';
import { Badge } from '../badge';
import { CardDetailSection } from '../card-detail';
import { Combobox } from '../combobox';
import { useUiText } from '../i18n';
import { IconButton } from '../icon-button';

/** A card at the other end of a link, or one on a board the viewer cannot see (no id, no title). */
export type LinkedCardItem =
  | { hidden: false; id: string; title: string; boardName?: string; open: boolean }
  | { hidden: true; open: boolean };

/** A card that may become a blocker. */
export interface BlockerCandidate {
  id: string;
  title: string;
  /** Shown after the title, for cards of other boards. */
  boardName?: string;
}

export interface CardDependenciesProps {
  /** The cards this one waits on. */
  blockedBy: readonly LinkedCardItem[];
  /** The cards waiting on this one. */
  blocks: readonly LinkedCardItem[];
  /** Cards the viewer may add as blockers (without this card and those already linked). */
  candidates?: readonly BlockerCandidate[];
  /** Editors add and remove blockers; everyone else reads. */
  canEdit?: boolean;
  onAdd?: (cardId: string) => void;
  onRemove?: (cardId: string) => void;
  /** Opens a linked card the viewer can see. */
  onOpen?: (cardId: string) => void;
  /** Starts with the picker open (stories, tests). */
  defaultPickerOpen?: boolean;
}

/**
 * The card drawer's dependencies: what the card waits on and what waits on it. A card on a board
 * the viewer cannot see is shown as "a card you cannot see", never by its title.
 */
export function CardDependencies({
  blockedBy,
  blocks,
  candidates = [],
  canEdit = false,
  onAdd,
  onRemove,
  onOpen,
  defaultPickerOpen,
}: CardDependenciesProps) {
  const { t } = useUiText();
  return (
    <CardDetailSection title={t('ui.dependencies.title')} icon="lock">
      <LinkedList
        title={t('ui.dependencies.blockedBy')}
        items={blockedBy}
        {...(canEdit && onRemove ? { onRemove } : {})}
        {...(onOpen ? { onOpen } : {})}
      />
      {canEdit && onAdd ? (
        <Combobox
          label={t('ui.dependencies.add')}
          placeholder={t('ui.dependencies.choose')}
          emptyText={t('ui.dependencies.noMatch')}
          options={candidates.map((card) => ({
            value: card.id,
            label: card.boardName ? `${card.title} · ${card.boardName}` : card.title,
          }))}
          value={[]}
          onValueChange={(chosen) => {
            const id = chosen[0];
            if (id !== undefined) onAdd(id);
          }}
          {...(defaultPickerOpen ? { defaultOpen: true } : {})}
        />
      ) : null}
      <LinkedList title={t('ui.dependencies.blocks')} items={blocks} {...(onOpen ? { onOpen } : {})} />
    </CardDetailSection>
  );
}

function LinkedList({
  title,
  items,
  onRemove,
  onOpen,
}: {
  title: string;
  items: readonly LinkedCardItem[];
  onRemove?: (cardId: string) => void;
  onOpen?: (cardId: string) => void;
}) {
  const { t } = useUiText();
  return (
    <div className="tb-dependencies__group">
      <h4 className="tb-dependencies__heading">{title}</h4>
      {items.length === 0 ? (
        <p className="tb-dependencies__none">{t('ui.dependencies.none')}</p>
      ) : (
        <ul className="tb-dependencies__list" aria-label={title}>
          {items.map((item, index) => (
            <li
              key={item.hidden ? `hidden-${index}` : item.id}
              className={clsx('tb-dependencies__item', !item.open && 'tb-dependencies__item--done')}
            >
              {item.hidden ? (
                <span className="tb-dependencies__hidden">{t('ui.dependencies.hidden')}</span>
              ) : onOpen ? (
                <button type="button" className="tb-dependencies__open" onClick={() => onOpen(item.id)}>
                  {item.title}
                </button>
              ) : (
                <span>{item.title}</span>
              )}
              {!item.hidden && item.boardName ? (
                <span className="tb-dependencies__board">{item.boardName}</span>
              ) : null}
              <Badge tone={item.open ? 'warning' : 'success'}>
                {item.open ? t('ui.dependencies.open') : t('ui.dependencies.done')}
              </Badge>
              {!item.hidden && onRemove ? (
                <IconButton
                  icon="close"
                  size="sm"
                  label={t('ui.dependencies.remove', { title: item.title })}
                  onClick={() => onRemove(item.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
