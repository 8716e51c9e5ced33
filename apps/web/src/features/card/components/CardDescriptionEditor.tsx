import {
  cardDescriptionSchema,
  formatMention,
  isCardConflictError,
  TEXT_LIMITS,
  validate,
  type Card,
} from '@teamboard/sdk';
import { Button, CardDescription, InlineAlert } from '@teamboard/ui';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/shared/lib/error-message';
import { useSendBoardHint } from '@/features/board';
import { useCardUpdate } from '@/shared/hooks/use-card-update';
import { useT } from '@/shared/i18n';

interface Editing {
  draft: string;
  /** The version and text the user started from: the edit is refused if either moved on. */
  baseVersion: number;
  baseText: string;
}

export interface CardDescriptionEditorProps {
  card: Card;
  boardId: string;
  readOnly: boolean;
  /** The workspace's members, offered after `@`. */
  people: readonly { id: string; name: string }[];
}

/**
 * The markdown description. A save that meets a newer version (PRODUCT.md §4)
 * shows the newer text and keeps the user's own text beside it to copy or
 * re-apply; it never overwrites silently.
 */
export function CardDescriptionEditor({ card, boardId, readOnly, people }: CardDescriptionEditorProps) {
  const { t } = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [mine, setMine] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState(false);
  const update = useCardUpdate(boardId);
  const sendHint = useSendBoardHint();
  const isEditing = editing !== null;
  useEffect(() => {
    if (!isEditing) return undefined;
    sendHint({ kind: 'editing-card', cardId: card.id, field: 'description' });
    return () => sendHint({ kind: 'idle' });
  }, [isEditing, sendHint, card.id]);

  const attempt = async (draft: string, baseVersion: number, baseText: string): Promise<void> => {
    try {
      await update.mutateAsync({ cardId: card.id, expectedVersion: baseVersion, description: draft });
      setEditing(null);
    } catch (failure) {
      if (!isCardConflictError(failure)) return; // Toasted by useCardUpdate; the editor keeps the draft.
      if (failure.latest.description === baseText) {
        // Only other fields changed (a move, a due date): the text the user edited is still the one they saw.
        await attempt(draft, failure.latest.version, baseText);
        return;
      }
      setMine(draft);
      setEditing(null);
    }
  };

  const start = (text: string) => {
    setError(undefined);
    setEditing({ draft: text, baseVersion: card.version, baseText: card.description });
  };
  const save = (draft: string) => {
    if (editing === null) return;
    try {
      validate(cardDescriptionSchema, draft);
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    setError(undefined);
    void attempt(draft, editing.baseVersion, editing.baseText);
  };

  const conflict =
    mine !== null ? (
      <InlineAlert
        tone="warning"
        className="card-conflict"
        title={t('card.description.conflict')}
        actions={
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(mine).then(() => setCopied(true));
              }}
            >
              {copied ? t('card.description.copied') : t('card.description.copyMine')}
            </Button>
            {!readOnly ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  start(mine);
                  setMine(null);
                }}
              >
                {t('card.description.editMine')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => setMine(null)}>
              {t('card.description.discardMine')}
            </Button>
          </>
        }
      >
        <p>{t('card.description.theirs')}</p>
        <details className="card-conflict__mine" open>
          <summary>{t('card.description.mine')}</summary>
          <pre className="card-conflict__text" data-testid="your-version">
            {mine}
          </pre>
        </details>
      </InlineAlert>
    ) : null;

  // The library's description draws the section and its editor; this keeps the version check.
  return (
    <CardDescription
      description={card.description}
      readOnly={readOnly}
      draft={editing?.draft ?? null}
      onDraftChange={(draft) => {
        if (draft === null) setEditing(null);
        else if (editing === null) start(draft);
        else setEditing({ ...editing, draft });
      }}
      onSave={save}
      saving={update.isPending}
      error={error}
      maxLength={TEXT_LIMITS.cardDescription.max}
      mentions={{ people, format: (person) => formatMention({ name: person.name, userId: person.id }) }}
      notice={conflict}
    />
  );
}
