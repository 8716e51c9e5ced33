import {
  checklistItemBodySchema,
  checklistNameSchema,
  LIMITS,
  TEXT_LIMITS,
  validate,
  type ChecklistItem,
} from '@teamboard/sdk';
import {
  Button,
  CardDetailSection,
  Checkbox,
  DatePicker,
  DropdownMenu,
  IconButton,
  ProgressBar,
  Select,
  TextField,
  formatShortDate,
} from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';

/** One of the card's checklists, as the editor shows it. */
export interface ChecklistHeading {
  readonly id: string;
  readonly name: string;
}

/** What may change of an item's ownership: `null` takes the owner or date off. */
export interface ItemDetails {
  readonly assigneeId?: string | null;
  readonly dueAt?: string | null;
}

export interface ChecklistEditorProps {
  /** The card's checklists in order. */
  checklists: readonly ChecklistHeading[];
  /** The card's items in order; each shows under its checklist. */
  items: readonly ChecklistItem[];
  /** The people who can see the board: an item's possible owners. */
  people: readonly { id: string; name: string }[];
  /** The title of a card of the board, for an item turned into one. */
  cardTitleOf: (cardId: string) => string | undefined;
  /** Where a card opens. */
  cardPath: (cardId: string) => string;
  readOnly: boolean;
  /** Adds an item to a checklist (the card's first, or a new one, when `undefined`). */
  onAdd: (checklistId: string | undefined, body: string) => void;
  onToggle: (itemId: string, done: boolean) => void;
  onEdit: (itemId: string, body: string) => void;
  onDelete: (itemId: string) => void;
  /** Moves an item one place up (-1) or down (+1) in its checklist. */
  onMove: (itemId: string, by: -1 | 1) => void;
  onDetails: (itemId: string, details: ItemDetails) => void;
  onConvert: (itemId: string) => void;
  onAddChecklist: (name: string) => void;
  onRenameChecklist: (checklistId: string, name: string) => void;
  /** Moves a checklist one place up (-1) or down (+1). */
  onMoveChecklist: (checklistId: string, by: -1 | 1) => void;
  onDeleteChecklist: (checklistId: string) => void;
}

/** The card's checklists in order, each with its items in order. */
export function checklistsOf(
  checklists: readonly ChecklistHeading[],
  items: readonly ChecklistItem[],
): { checklist: ChecklistHeading; items: ChecklistItem[] }[] {
  return checklists.map((checklist) => ({
    checklist,
    items: items.filter((item) => item.checklist_id === checklist.id),
  }));
}

/** Checks a text against an SDK schema before any request; the message, or nothing when valid. */
function problemWith(schema: typeof checklistItemBodySchema, text: string): string | undefined {
  try {
    validate(schema, text);
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

/** A one-field form that checks its text with an SDK schema and hands it on trimmed. */
function TextForm({
  label,
  placeholder,
  submit,
  schema,
  maxLength,
  disabled = false,
  initial = '',
  autoFocus = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  placeholder?: string;
  submit: string;
  schema: typeof checklistItemBodySchema;
  maxLength: number;
  disabled?: boolean;
  initial?: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(schema, draft);
    setError(problem);
    if (problem !== undefined) return;
    onSubmit(draft.trim());
    setDraft('');
  };
  return (
    <form
      className={onCancel ? 'card-checklist__edit' : 'card-checklist__add'}
      noValidate
      onSubmit={send}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        label={label}
        hideLabel
        placeholder={placeholder}
        value={draft}
        maxLength={maxLength}
        disabled={disabled}
        error={error}
        autoFocus={autoFocus}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant={onCancel ? 'primary' : 'secondary'} size="sm" disabled={disabled}>
        {submit}
      </Button>
      {onCancel ? (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      ) : null}
    </form>
  );
}

const NO_OWNER = 'none';

/**
 * The card's checklists: each named, with progress, items to tick, edit, reorder, delete, give an
 * owner and a due date, or turn into a card; checklists added, renamed, reordered and deleted.
 */
export function ChecklistEditor({
  checklists,
  items,
  people,
  cardTitleOf,
  cardPath,
  readOnly,
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
}: ChecklistEditorProps) {
  const { t, locale } = useT();
  const [now] = useState(() => new Date());
  const [editing, setEditing] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const groups = checklistsOf(checklists, items);
  const cardFull = items.length >= LIMITS.checklistItemsPerCard;
  const nameOf = (id: string | null) => people.find((person) => person.id === id)?.name;

  const itemRow = (item: ChecklistItem, index: number, group: readonly ChecklistItem[]) => {
    if (editing === item.id) {
      return (
        <li key={item.id}>
          <TextForm
            label={t('checklist.editItem')}
            submit={t('action.save')}
            schema={checklistItemBodySchema}
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
      );
    }
    const owner = nameOf(item.assignee_id);
    const converted = item.converted_card_id;
    return (
      <li key={item.id} className="card-checklist__entry">
        <div className="card-checklist__item" data-done={item.done || undefined}>
          <Checkbox
            label={item.body}
            checked={item.done}
            disabled={readOnly}
            onCheckedChange={(checked) => onToggle(item.id, checked)}
          />
          {!readOnly ? (
            <DropdownMenu
              trigger={
                <IconButton icon="more" size="sm" label={t('checklist.itemActions', { item: item.body })} />
              }
              items={[
                {
                  id: 'edit',
                  label: t('action.edit'),
                  icon: 'edit',
                  onSelect: () => setEditing(item.id),
                },
                {
                  id: 'details',
                  label: t('checklists.details'),
                  onSelect: () => setDetailsOf(item.id),
                },
                {
                  id: 'convert',
                  label: t('checklists.convert'),
                  disabled: converted !== null,
                  onSelect: () => onConvert(item.id),
                },
                {
                  id: 'up',
                  label: t('checklist.moveUp'),
                  disabled: index === 0,
                  onSelect: () => onMove(item.id, -1),
                },
                {
                  id: 'down',
                  label: t('checklist.moveDown'),
                  disabled: index === group.length - 1,
                  onSelect: () => onMove(item.id, 1),
                },
                {
                  id: 'delete',
                  label: t('action.delete'),
                  icon: 'trash',
                  danger: true,
                  onSelect: () => onDelete(item.id),
                },
              ]}
            />
          ) : null}
        </div>
        {owner !== undefined || item.due_at !== null || converted !== null ? (
          <p className="card-checklist__meta">
            {owner !== undefined ? <span>{t('checklists.ownedBy', { name: owner })}</span> : null}
            {item.due_at !== null ? (
              <time dateTime={item.due_at}>
                {t('checklists.dueOn', { date: formatShortDate(new Date(item.due_at), now, locale) })}
              </time>
            ) : null}
            {converted !== null ? (
              <Link to={cardPath(converted)}>
                {t('checklists.convertedTo', { title: cardTitleOf(converted) ?? t('checklists.someCard') })}
              </Link>
            ) : null}
          </p>
        ) : null}
        {detailsOf === item.id && !readOnly ? (
          <div className="card-checklist__details">
            <Select
              label={t('checklists.owner', { item: item.body })}
              size="sm"
              value={item.assignee_id ?? NO_OWNER}
              options={[
                { value: NO_OWNER, label: t('checklists.noOwner') },
                ...people.map((person) => ({ value: person.id, label: person.name })),
              ]}
              onValueChange={(value) => onDetails(item.id, { assigneeId: value === NO_OWNER ? null : value })}
            />
            <DatePicker
              label={t('checklists.due', { item: item.body })}
              value={item.due_at === null ? null : new Date(item.due_at)}
              clearable
              locale={locale}
              onChange={(date) => onDetails(item.id, { dueAt: date === null ? null : date.toISOString() })}
            />
            <Button variant="ghost" size="sm" onClick={() => setDetailsOf(null)}>
              {t('checklists.closeDetails')}
            </Button>
          </div>
        ) : null}
      </li>
    );
  };

  return (
    <CardDetailSection title={t('checklist.title')} icon="checklist">
      {groups.length === 0 ? <p className="card-muted">{t('checklist.empty')}</p> : null}
      {groups.map(({ checklist, items: group }, position) => {
        const done = group.filter((item) => item.done).length;
        const full = cardFull || group.length >= LIMITS.checklistItemsPerChecklist;
        return (
          <div key={checklist.id} className="card-checklist__group">
            {renaming === checklist.id ? (
              <TextForm
                label={t('checklists.name')}
                submit={t('action.save')}
                schema={checklistNameSchema}
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
              <div className="card-checklist__header">
                <h4 className="card-checklist__name">{checklist.name}</h4>
                {!readOnly ? (
                  <DropdownMenu
                    trigger={
                      <IconButton
                        icon="more"
                        size="sm"
                        label={t('checklists.actions', { name: checklist.name })}
                      />
                    }
                    items={[
                      {
                        id: 'rename',
                        label: t('checklists.rename'),
                        icon: 'edit',
                        onSelect: () => setRenaming(checklist.id),
                      },
                      {
                        id: 'up',
                        label: t('checklist.moveUp'),
                        disabled: position === 0,
                        onSelect: () => onMoveChecklist(checklist.id, -1),
                      },
                      {
                        id: 'down',
                        label: t('checklist.moveDown'),
                        disabled: position === groups.length - 1,
                        onSelect: () => onMoveChecklist(checklist.id, 1),
                      },
                      {
                        id: 'delete',
                        label: t('checklists.delete'),
                        icon: 'trash',
                        danger: true,
                        onSelect: () => onDeleteChecklist(checklist.id),
                      },
                    ]}
                  />
                ) : null}
              </div>
            )}
            {group.length > 0 ? (
              <ProgressBar
                value={done}
                max={group.length}
                label={t('checklists.progress', { name: checklist.name, done, total: group.length })}
                showValue
                tone={done === group.length ? 'success' : 'accent'}
              />
            ) : null}
            <ul className="card-checklist">{group.map((item, index) => itemRow(item, index, group))}</ul>
            {!readOnly ? (
              <TextForm
                // With one checklist, the field is simply the card's new item.
                label={
                  groups.length === 1 ? t('checklist.new') : t('checklists.newItem', { name: checklist.name })
                }
                placeholder={
                  full
                    ? t('checklists.itemFull', { max: LIMITS.checklistItemsPerChecklist })
                    : t('checklist.placeholder')
                }
                submit={t('action.add')}
                schema={checklistItemBodySchema}
                maxLength={TEXT_LIMITS.checklistItem.max}
                disabled={full}
                onSubmit={(body) => onAdd(checklist.id, body)}
              />
            ) : null}
          </div>
        );
      })}
      {!readOnly && groups.length === 0 ? (
        <TextForm
          label={t('checklist.new')}
          placeholder={t('checklist.placeholder')}
          submit={t('action.add')}
          schema={checklistItemBodySchema}
          maxLength={TEXT_LIMITS.checklistItem.max}
          disabled={cardFull}
          onSubmit={(body) => onAdd(undefined, body)}
        />
      ) : null}
      {!readOnly ? (
        <TextForm
          label={t('checklists.newName')}
          placeholder={
            groups.length >= LIMITS.checklistsPerCard
              ? t('checklists.tooMany', { max: LIMITS.checklistsPerCard })
              : t('checklists.namePlaceholder')
          }
          submit={t('checklists.add')}
          schema={checklistNameSchema}
          maxLength={TEXT_LIMITS.checklistName.max}
          disabled={groups.length >= LIMITS.checklistsPerCard}
          onSubmit={onAddChecklist}
        />
      ) : null}
    </CardDetailSection>
  );
}
