import { CardTemplatePicker } from '@teamboard/ui';
import { useState } from 'react';
import { useCardTemplateActions, useCardTemplates } from '../hooks/use-card-templates';

export interface FromTemplateMenuProps {
  boardId: string;
  listId: string;
}

/** "From template" in a list's composer: a new card at the end of the list, made from one of the board's templates. */
export function FromTemplateMenu({ boardId, listId }: FromTemplateMenuProps) {
  const templates = useCardTemplates(boardId);
  const { createFrom } = useCardTemplateActions(boardId);
  const [creating, setCreating] = useState(false);
  return (
    <CardTemplatePicker
      templates={(templates.data ?? []).map((template) => ({ id: template.id, title: template.title }))}
      disabled={creating || templates.isPending}
      onPick={(templateId) => {
        setCreating(true);
        void createFrom(templateId, listId).finally(() => setCreating(false));
      }}
    />
  );
}
