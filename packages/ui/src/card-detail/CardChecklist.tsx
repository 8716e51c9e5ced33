import { LIMITS, TEXT_LIMITS } from '@teamboard/sdk/constants';
import { useState, type ReactNode } from 'react';
import type { DropdownMenuEntry } from '../dropdown-menu';
import { useUiText } from '../i18n';
import { IconButton } from '../icon-button';
import { DropdownMenu } from '../dropdown-menu';
import { ProgressBar } from '../progress-bar';
import { CardDetailSection } from './CardDetailSection';
import { ChecklistItemRow } from './ChecklistItemRow';
import { ChecklistTextForm } from './ChecklistTextForm';
import type { ChecklistGroup, ChecklistItem, ChecklistItemDetails, ChecklistPerson } from './checklist-types';

export interface CardChecklistProps {
  /** The card's checklists in order, each with its items in order. */
  checklists: readonly ChecklistGroup[];
  readOnly?: boolean;
  /** Who an item can be given to; owners are shown by these names. */
  people?: readonly ChecklistPerson[];
  /** Adds an item to a checklist, or (with none yet) to the card's first, made for it: `undefined`. */
  onAdd?: (checklistId: string | undefined, body: string) => void;
  onToggle?: (itemId: string, done: boolean) => void;
  onEdit?: (itemId: string, body: string) => void;
  onDelete?: (itemId: string) => void;
  /** Moves an item one place up (-1) or down (+1) in its checklist. */
  onMove?: (itemId: string, by: -1 | 1) => void;
  /** Gives an item an owner or a due date; with it, the item menu offers "Owner and due date". */
  onDetails?: (itemId: string, details: ChecklistItemDetails) => void;
  /** Turns an item into a card of its own. */
  onConvert?: (itemId: string) => void;
  onAddChecklist?: (name: string) => void;
  onRenameChecklist?: (checklistId: string, name: string) => void;
  /** Moves a checklist one place up (-1) or down (+1). */
  onMoveChecklist?: (checklistId: string, by: -1 | 1) => void;
  onDeleteChecklist?: (checklistId: string) => void;
  /**
   * The host's check of an item's text and of a checklist's name as typed (e.g. its API's schema):
   * a message refuses it. Without, the text must be non-blank and within the SDK's length.
   */
  checkItem?: (body: string) => string | undefined;
  checkName?: (name: string) => string | undefined;
  /** More entries for an item's menu, after the built-in ones and before Delete. */
  itemActions?: (item: ChecklistItem) => readonly DropdownMenuEntry[];
  /** The title of the card an item became, for its line; without, the line says "open the card". */
  cardTitleOf?: (cardId: string) => string | undefined;
  /** Wraps that line in the host's link to the card (a router link); plain text without. */
  renderCardLink?: (cardId: string, text: string) => ReactNode;
  /** "Today" for due dates; the first render's time unless given (stories pin it). */
  now?: Date;
}

/**
 * The card's checklists: each named, with progress, items to tick, edit, reorder, delete, give an
 * owner and a due date, or turn into a card; checklists added, renamed, reordered and deleted.
 * Each action shows only when its callback is given.
 */
export function CardChecklist({
  checklists,
  readOnly = false,
  people = [],
  onAdd,
  onToggle,
  onEdit,
  onDelete,
  onMove,
  onDetails,
  onConvert,
  onAddChecklist,
  onRenameChecklist,
  onMoveChecklist,
  onDeleteChecklist,
  checkItem,
  checkName,
  itemActions,
  cardTitleOf,
  renderCardLink,
  now: nowProp,
}: CardChecklistProps) {
  const { t } = useUiText();
  const [firstRender] = useState(() => new Date());
  const now = nowProp ?? firstRender;
  const [editing, setEditing] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const itemCount = checklists.reduce((sum, checklist) => sum + checklist.items.length, 0);
  const cardFull = itemCount >= LIMITS.checklistItemsPerCard;
  const tooMany = checklists.length >= LIMITS.checklistsPerCard;
  const builtInCheck = (max: number) => (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return t('ui.checklist.textRequired');
    if (trimmed.length > max) return t('ui.checklist.textTooLong', { max });
    return undefined;
  };
  const itemCheck = checkItem ?? builtInCheck(TEXT_LIMITS.checklistItem.max);
  const nameCheck = checkName ?? builtInCheck(TEXT_LIMITS.checklistName.max);

  const itemMenu = (item: ChecklistItem, index: number, count: number): DropdownMenuEntry[] => {
    if (readOnly) return [];
    const entries: DropdownMenuEntry[] = [];
    if (onEdit)
      entries.push({
        id: 'edit',
        label: t('ui.action.edit'),
        icon: 'edit',
        onSelect: () => setEditing(item.id),
      });
    if (onDetails)
      entries.push({
        id: 'details',
        label: t('ui.checklist.details'),
        onSelect: () => setDetailsOf(item.id),
      });
    if (onConvert)
      entries.push({
        id: 'convert',
        label: t('ui.checklist.convert'),
        // An item becomes a card once.
        disabled: (item.convertedCardId ?? null) !== null,
        onSelect: () => onConvert(item.id),
      });
    if (onMove)
      entries.push(
        {
          id: 'up',
          label: t('ui.checklist.moveUp'),
          disabled: index === 0,
          onSelect: () => onMove(item.id, -1),
        },
        {
          id: 'down',
          label: t('ui.checklist.moveDown'),
          disabled: index === count - 1,
          onSelect: () => onMove(item.id, 1),
        },
      );
    if (itemActions) entries.push(...itemActions(item));
    if (onDelete)
      entries.push({
        id: 'delete',
        label: t('ui.action.delete'),
        icon: 'trash',
        danger: true,
        onSelect: () => onDelete(item.id),
      });
    return entries;
  };

  const convertedLine = (item: ChecklistItem): ReactNode => {
    const cardId = item.convertedCardId ?? null;
    if (cardId === null) return null;
    const text = t('ui.checklist.convertedTo', {
      title: cardTitleOf?.(cardId) ?? t('ui.checklist.someCard'),
    });
    return renderCardLink ? renderCardLink(cardId, text) : <span>{text}</span>;
  };

  const itemRow = (item: ChecklistItem, index: number, count: number) =>
    editing === item.id && onEdit ? (
      <li key={item.id}>
        <ChecklistTextForm
          className="tb-checklist__edit"
          label={t('ui.checklist.editItem')}
          submit={t('ui.action.save')}
          check={itemCheck}
          maxLength={TEXT_LIMITS.checklistItem.max}
          initial={item.body}
          autoFocus
          onSubmit={(body) => {
            onEdit(item.id, body);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </li>
    ) : (
      <ChecklistItemRow
        key={item.id}
        item={item}
        readOnly={readOnly}
        actions={itemMenu(item, index, count)}
        people={people}
        now={now}
        converted={convertedLine(item)}
        detailsOpen={detailsOf === item.id && !readOnly}
        onCloseDetails={() => setDetailsOf(null)}
        onToggle={readOnly ? undefined : onToggle}
        onDetails={onDetails}
      />
    );

  const checklistMenu = (checklist: ChecklistGroup, position: number): DropdownMenuEntry[] => {
    if (readOnly) return [];
    const entries: DropdownMenuEntry[] = [];
    if (onRenameChecklist)
      entries.push({
        id: 'rename',
        label: t('ui.checklist.rename'),
        icon: 'edit',
        onSelect: () => setRenaming(checklist.id),
      });
    if (onMoveChecklist)
      entries.push(
        {
          id: 'up',
          label: t('ui.checklist.moveUp'),
          disabled: position === 0,
          onSelect: () => onMoveChecklist(checklist.id, -1),
        },
        {
          id: 'down',
          label: t('ui.checklist.moveDown'),
          disabled: position === checklists.length - 1,
          onSelect: () => onMoveChecklist(checklist.id, 1),
        },
      );
    if (onDeleteChecklist)
      entries.push({
        id: 'delete',
        label: t('ui.checklist.deleteChecklist'),
        icon: 'trash',
        danger: true,
        onSelect: () => onDeleteChecklist(checklist.id),
      });
    return entries;
  };

  return (
    <CardDetailSection title={t('ui.checklist.title')} icon="checklist">
      {checklists.length === 0 ? <p className="tb-checklist__empty">{t('ui.checklist.empty')}</p> : null}
      {checklists.map((checklist, position) => {
        const group = checklist.items;
        const done = group.filter((item) => item.done).length;
        const full = cardFull || group.length >= LIMITS.checklistItemsPerChecklist;
        const menu = checklistMenu(checklist, position);
        return (
          <div key={checklist.id} className="tb-checklist__group">
            {renaming === checklist.id && onRenameChecklist ? (
              <ChecklistTextForm
                className="tb-checklist__edit"
                label={t('ui.checklist.name')}
                submit={t('ui.action.save')}
                check={nameCheck}
                maxLength={TEXT_LIMITS.checklistName.max}
                initial={checklist.name}
                autoFocus
                onSubmit={(name) => {
                  onRenameChecklist(checklist.id, name);
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <div className="tb-checklist__header">
                <h4 className="tb-checklist__name">{checklist.name}</h4>
                {menu.length > 0 ? (
                  <DropdownMenu
                    trigger={
                      <IconButton
                        icon="more"
                        size="sm"
                        label={t('ui.checklist.actions', { name: checklist.name })}
                      />
                    }
                    items={menu}
                  />
                ) : null}
              </div>
            )}
            {group.length > 0 ? (
              <ProgressBar
                value={done}
                max={group.length}
                label={t('ui.checklist.progress', { name: checklist.name, done, total: group.length })}
                showValue
                tone={done === group.length ? 'success' : 'accent'}
              />
            ) : null}
            <ul className="tb-checklist__items">
              {group.map((item, index) => itemRow(item, index, group.length))}
            </ul>
            {!readOnly && onAdd ? (
              <ChecklistTextForm
                className="tb-checklist__add"
                // With one checklist, the field is simply the card's new item.
                label={
                  checklists.length === 1
                    ? t('ui.checklist.new')
                    : t('ui.checklist.newItem', { name: checklist.name })
                }
                placeholder={
                  full
                    ? t('ui.checklist.full', { max: LIMITS.checklistItemsPerChecklist })
                    : t('ui.checklist.placeholder')
                }
                submit={t('ui.checklist.add')}
                check={itemCheck}
                maxLength={TEXT_LIMITS.checklistItem.max}
                disabled={full}
                onSubmit={(body) => onAdd(checklist.id, body)}
              />
            ) : null}
          </div>
        );
      })}
      {!readOnly && onAdd && checklists.length === 0 ? (
        <ChecklistTextForm
          className="tb-checklist__add"
          label={t('ui.checklist.new')}
          placeholder={t('ui.checklist.placeholder')}
          submit={t('ui.checklist.add')}
          check={itemCheck}
          maxLength={TEXT_LIMITS.checklistItem.max}
          disabled={cardFull}
          onSubmit={(body) => onAdd(undefined, body)}
        />
      ) : null}
      {!readOnly && onAddChecklist ? (
        <ChecklistTextForm
          className="tb-checklist__add"
          label={t('ui.checklist.newName')}
          placeholder={
            tooMany
              ? t('ui.checklist.tooMany', { max: LIMITS.checklistsPerCard })
              : t('ui.checklist.namePlaceholder')
          }
          submit={t('ui.checklist.addChecklist')}
          check={nameCheck}
          maxLength={TEXT_LIMITS.checklistName.max}
          disabled={tooMany}
          onSubmit={onAddChecklist}
        />
      ) : null}
    </CardDetailSection>
  );
}
