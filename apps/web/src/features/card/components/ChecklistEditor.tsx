import { checklistItemBodySchema, LIMITS, TEXT_LIMITS, validate, type ChecklistItem } from '@teamboard/sdk';
import {
  Button,
  CardDetailSection,
  Checkbox,
  DropdownMenu,
  IconButton,
  ProgressBar,
  TextField,
} from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';

export interface ChecklistEditorProps {
  items: readonly ChecklistItem[];
  readOnly: boolean;
  onAdd: (body: string) => void;
  onToggle: (itemId: string, done: boolean) => void;
  onEdit: (itemId: string, body: string) => void;
  onDelete: (itemId: string) => void;
  /** Moves an item one place up (-1) or down (+1). */
  onMove: (itemId: string, by: -1 | 1) => void;
}

/**
 * A card's items as its checklists, each a name (`''` for the unnamed one) and its items in order;
 * the checklists in the order their first items come (an import keeps Trello's several named ones).
 */
export function checklistsOf(items: readonly ChecklistItem[]): { name: string; items: ChecklistItem[] }[] {
  const groups = new Map<string, ChecklistItem[]>();
  for (const item of items) {
    const group = groups.get(item.checklist);
    if (group) group.push(item);
    else groups.set(item.checklist, [item]);
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }));
}

/** Checks a body against the SDK schema before any request; the message, or nothing when valid. */
function problemWith(body: string): string | undefined {
  try {
    validate(checklistItemBodySchema, body);
    return undefined;
  } catch (error) {
    return errorMessage(error);
  }
}

/** The card's checklist: progress, tick, add, edit, reorder and delete (the UI kit's CardChecklist has no edit or reorder). */
export function ChecklistEditor({
  items,
  readOnly,
  onAdd,
  onToggle,
  onEdit,
  onDelete,
  onMove,
}: ChecklistEditorProps) {
  const { t } = useT();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [editing, setEditing] = useState<{ id: string; body: string; error?: string } | null>(null);
  const done = items.filter((item) => item.done).length;
  const full = items.length >= LIMITS.checklistItemsPerCard;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemWith(draft);
    setDraftError(problem);
    if (problem !== undefined) return;
    onAdd(draft.trim());
    setDraft('');
  };
  const saveEdit = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    const problem = problemWith(editing.body);
    if (problem !== undefined) {
      setEditing({ ...editing, error: problem });
      return;
    }
    onEdit(editing.id, editing.body.trim());
    setEditing(null);
  };

  return (
    <CardDetailSection title={t('checklist.title')} icon="checklist">
      {items.length > 0 ? (
        <ProgressBar
          value={done}
          max={items.length}
          label={t('checklist.progress', { done, total: items.length })}
          showValue
          tone={done === items.length ? 'success' : 'accent'}
        />
      ) : (
        <p className="card-muted">{t('checklist.empty')}</p>
      )}
      {checklistsOf(items).map(({ name, items: group }) => (
        <div key={name} className="card-checklist__group">
          {name !== '' ? <h4 className="card-checklist__name">{name}</h4> : null}
          <ul className="card-checklist">
            {group.map((item, index) =>
              editing?.id === item.id ? (
                <li key={item.id}>
                  <form
                    className="card-checklist__edit"
                    noValidate
                    onSubmit={saveEdit}
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') {
                        event.stopPropagation();
                        setEditing(null);
                      }
                    }}
                  >
                    <TextField
                      label={t('checklist.editItem')}
                      hideLabel
                      value={editing.body}
                      maxLength={TEXT_LIMITS.checklistItem.max}
                      error={editing.error}
                      autoFocus
                      onChange={(event) => setEditing({ ...editing, body: event.target.value })}
                    />
                    <Button type="submit" size="sm">
                      {t('action.save')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
                      {t('action.cancel')}
                    </Button>
                  </form>
                </li>
              ) : (
                <li key={item.id} className="card-checklist__item" data-done={item.done || undefined}>
                  <Checkbox
                    label={item.body}
                    checked={item.done}
                    disabled={readOnly}
                    onCheckedChange={(checked) => onToggle(item.id, checked)}
                  />
                  {!readOnly ? (
                    <DropdownMenu
                      trigger={
                        <IconButton
                          icon="more"
                          size="sm"
                          label={t('checklist.itemActions', { item: item.body })}
                        />
                      }
                      items={[
                        {
                          id: 'edit',
                          label: t('action.edit'),
                          icon: 'edit',
                          onSelect: () => setEditing({ id: item.id, body: item.body }),
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
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
      {!readOnly ? (
        <form className="card-checklist__add" noValidate onSubmit={add}>
          <TextField
            label={t('checklist.new')}
            hideLabel
            placeholder={
              full ? t('checklist.full', { max: LIMITS.checklistItemsPerCard }) : t('checklist.placeholder')
            }
            value={draft}
            maxLength={TEXT_LIMITS.checklistItem.max}
            disabled={full}
            error={draftError}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={full}>
            {t('action.add')}
          </Button>
        </form>
      ) : null}
    </CardDetailSection>
  );
}
