import {
  cardDescriptionSchema,
  formatMention,
  isCardConflictError,
  TEXT_LIMITS,
  validate,
  type Card,
} from '@teamboard/sdk';
import { Button, CardDetailSection, InlineAlert, MarkdownEditor, MarkdownView } from '@teamboard/ui';
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
  const save = () => {
    if (editing === null) return;
    try {
      validate(cardDescriptionSchema, editing.draft);
    } catch (failure) {
      setError(errorMessage(failure));
      return;
    }
    setError(undefined);
    void attempt(editing.draft, editing.baseVersion, editing.baseText);
  };

  return (
    <CardDetailSection
      title={t('card.description.title')}
      icon="file"
      actions={
        !readOnly && editing === null && card.description ? (
          <Button variant="ghost" size="sm" onClick={() => start(card.description)}>
            {t('action.edit')}
          </Button>
        ) : null
      }
    >
      {mine !== null ? (
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
      ) : null}
      {editing !== null ? (
        <form
          className="card-description__form"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <MarkdownEditor
            label={t('card.description.title')}
            hideLabel
            value={editing.draft}
            onChange={(draft) => setEditing({ ...editing, draft })}
            maxLength={TEXT_LIMITS.cardDescription.max}
            error={error}
            autoFocus
            onSubmit={save}
            mentions={{ people, format: (person) => formatMention({ name: person.name, userId: person.id }) }}
          />
          <div className="card-description__actions">
            <Button type="submit" size="sm" loading={update.isPending}>
              {t('action.save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(null)} disabled={update.isPending}>
              {t('action.cancel')}
            </Button>
          </div>
        </form>
      ) : card.description ? (
        <MarkdownView source={card.description} />
      ) : readOnly ? (
        <p className="card-muted">{t('card.description.empty')}</p>
      ) : (
        <Button variant="ghost" onClick={() => start('')}>
          {t('card.description.placeholder')}
        </Button>
      )}
    </CardDetailSection>
  );
}
