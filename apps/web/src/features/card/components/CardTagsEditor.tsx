import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCardLabel, assignCard, removeCardLabel, unassignCard, type LabelColor } from '@teamboard/sdk';
import { Button, DropdownMenu, type DropdownMenuEntry } from '@teamboard/ui';
import { useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { labelsFull } from '@/shared/lib/labels';
import type { CardSummaryRow } from '@/shared/lib/rows';
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

function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  return on ? [...new Set([...ids, id])] : ids.filter((candidate) => candidate !== id);
}

/** Menus to add or remove the card's labels and assignees; the board's card cache holds both. */
export function CardTagsEditor({
  boardId,
  cardId,
  labelIds,
  assigneeIds,
  labels,
  people,
}: CardTagsEditorProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const [creatingLabel, setCreatingLabel] = useState(false);
  const key = boardKeys.cards(boardId);
  const apply = ({ kind, id, on }: Toggle) =>
    queryClient.setQueryData<CardSummaryRow[]>(key, (cards) =>
      cards?.map((card) =>
        card.id !== cardId
          ? card
          : kind === 'label'
            ? { ...card, label_ids: toggled(card.label_ids, id, on) }
            : { ...card, assignee_ids: toggled(card.assignee_ids, id, on) },
      ),
    );
  const toggle = useMutation({
    mutationFn: async ({ kind, id, on }: Toggle) => {
      if (kind === 'label') await (on ? addCardLabel : removeCardLabel)(client, { cardId, labelId: id });
      else await (on ? assignCard : unassignCard)(client, { cardId, userId: id });
    },
    onMutate: (input) => apply(input),
    onError: (error, input) => {
      apply({ ...input, on: !input.on });
      toastError(
        input.kind === 'label' ? t('card.tags.labelsFailed') : t('card.tags.assigneesFailed'),
        error,
      );
    },
  });
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
      onCheckedChange: (on) => toggle.mutate({ kind, id: option.id, on }),
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
          onCreated={(label) => toggle.mutate({ kind: 'label', id: label.id, on: true })}
        />
      ) : null}
    </div>
  );
}
