import type { LabelColor } from '@teamboard/sdk';
import { Button, DropdownMenu, type DropdownMenuEntry } from '@teamboard/ui';
import { useState } from 'react';
import { useCardValueEdits } from '@/features/board';
import { labelsFull } from '@/shared/lib/labels';
import { NewLabelDialog } from './NewLabelDialog';
import { useT } from '@/shared/i18n';

export interface CardTagsEditorProps {
  boardId: string;
  cardId: string;
  labelIds: readonly string[];
  assigneeIds: readonly string[];
  labels: readonly { id: string; name: string; color: LabelColor }[];
  people: readonly { id: string; name: string }[];
}

type Toggle = { kind: 'label' | 'assignee'; id: string; on: boolean };

/** Menus to add or remove the card's labels and assignees; the board's card cache holds both. */
export function CardTagsEditor({
  boardId,
  cardId,
  labelIds,
  assigneeIds,
  labels,
  people,
}: CardTagsEditorProps) {
  const { t } = useT();
  const [creatingLabel, setCreatingLabel] = useState(false);
  const edits = useCardValueEdits(boardId);
  const toggle = (edit: Toggle) => edits.toggleTag({ cardId, ...edit });
  const entries = (
    kind: Toggle['kind'],
    options: readonly { id: string; name: string }[],
    selected: readonly string[],
  ) =>
    options.map((option): DropdownMenuEntry => ({
      type: 'checkbox',
      id: option.id,
      label: option.name,
      checked: selected.includes(option.id),
      // The menu stays open, so several people or labels can be ticked in one visit.
      onCheckedChange: (on) => toggle({ kind, id: option.id, on }),
    }));
  return (
    <div className="card-tags">
      <DropdownMenu
        align="start"
        trigger={
          <Button variant="secondary" size="sm">
            {t('card.tags.assignees')}
          </Button>
        }
        items={entries('assignee', people, assigneeIds)}
      />
      <DropdownMenu
        align="start"
        trigger={
          <Button variant="secondary" size="sm">
            {t('card.tags.labels')}
          </Button>
        }
        items={[
          ...(labels.length > 0
            ? entries('label', labels, labelIds)
            : [{ type: 'label', id: 'none', label: t('card.tags.noLabels') } as const]),
          ...(labelsFull(labels.length)
            ? []
            : ([
                { type: 'separator', id: 'new-separator' },
                {
                  id: 'new',
                  label: t('card.tags.newLabel'),
                  icon: 'plus',
                  onSelect: () => setCreatingLabel(true),
                },
              ] as const)),
        ]}
      />
      {creatingLabel ? (
        <NewLabelDialog
          boardId={boardId}
          labels={labels}
          onClose={() => setCreatingLabel(false)}
          onCreated={(label) => toggle({ kind: 'label', id: label.id, on: true })}
        />
      ) : null}
    </div>
  );
}
