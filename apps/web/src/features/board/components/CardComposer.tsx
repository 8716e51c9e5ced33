import { createCardInput, validate, type CreateCardInput } from '@teamboard/sdk';
import { AddCardComposer } from '@teamboard/ui';
import { useState, type ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { checkForm } from '@/shared/lib/form-errors';
import type { CardDrafts } from '../lib/card-drafts';

export interface CardComposerProps {
  listId: string;
  listName: string;
  /** `onFailed` runs if the server refuses or cannot be reached, so the title can come back. */
  onCreate: (input: CreateCardInput, onFailed: () => void) => void;
  onClose: () => void;
  /** Where the title being typed is kept, so a trip to sign-in does not lose it. */
  drafts: CardDrafts;
  /** More ways to add a card, beside Add and Cancel (the board's "From template"). */
  more?: ReactNode;
}

/**
 * Adds cards at the bottom of a list with the library's composer (which stays open after each one,
 * as typing several in a row is common); this keeps the draft, the SDK's check and the request.
 */
export function CardComposer({ listId, listName, onCreate, onClose, drafts, more }: CardComposerProps) {
  const { t } = useT();
  const [title, setTitleState] = useState(() => drafts.get(listId));
  const setTitle = (next: string) => {
    setTitleState(next);
    drafts.set(listId, next);
  };
  // The SDK's own check, so the composer refuses what the server would, in the same words.
  const check = (typed: string) =>
    checkForm<CreateCardInput, 'title'>(() => validate(createCardInput, { listId, title: typed }));
  return (
    <AddCardComposer
      listName={listName}
      // Open while mounted: the list's own "Add a card" opens it, and Escape or Cancel unmount it.
      open
      // Cancel clears the title (and so the draft) before closing; Escape only closes, keeping it.
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      value={title}
      onValueChange={setTitle}
      secondaryAction={more}
      validate={(typed) => {
        const result = check(typed);
        return result.ok ? undefined : (result.errors.title ?? t('board.card.checkTitle'));
      }}
      onAdd={(typed) => {
        const result = check(typed);
        if (!result.ok) return;
        const sent = title;
        // The composer clears at once so the next card can be typed; a failed add puts its title back
        // unless a new one was started. The draft gets it back too: a refused add may be what sends
        // this tab to sign-in, unmounting the composer.
        onCreate(result.data, () => {
          if (drafts.get(listId) === '') drafts.set(listId, sent);
          setTitleState((current) => (current === '' ? sent : current));
        });
      }}
    />
  );
}
