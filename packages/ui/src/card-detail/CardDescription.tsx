import { TEXT_LIMITS } from '@teamboard/sdk/constants';
import { useState, type ReactNode } from 'react';
import { Button } from '../button';
import { MarkdownEditor, type MarkdownEditorProps } from '../markdown-editor';
import { MarkdownView } from '../markdown-view';
import { CardDetailSection } from './CardDetailSection';
import { useUiText } from '../i18n';

export interface CardDescriptionProps {
  description: string;
  readOnly?: boolean;
  /** Saves the new markdown; the editor stays open while `saving`. */
  onSave?: (description: string) => void;
  saving?: boolean;
  /** A failed save, shown under the editor (which keeps the draft). */
  error?: string;
  maxLength?: number;
  /** Start in edit mode (stories, or a freshly created card). */
  defaultEditing?: boolean;
  /**
   * The text being edited, when the host keeps it (`null`: not editing), with `onDraftChange`: the
   * host can then open the editor on a text of its own, such as the user's version after a conflict.
   */
  draft?: string | null;
  /** Called with the description when editing starts, with each change, and with `null` on Cancel. */
  onDraftChange?: (draft: string | null) => void;
  /** `@` suggestions in the editor. */
  mentions?: MarkdownEditorProps['mentions'];
  /** Shown above the description, e.g. a conflict with someone else's edit. */
  notice?: ReactNode;
}

/** The card's markdown description, with an editor for members. */
export function CardDescription({
  description,
  readOnly = false,
  onSave,
  saving = false,
  error,
  maxLength = TEXT_LIMITS.cardDescription.max,
  defaultEditing = false,
  draft: draftProp,
  onDraftChange,
  mentions,
  notice,
}: CardDescriptionProps) {
  const [editingState, setEditingState] = useState(defaultEditing);
  const { t } = useUiText();
  const [draftState, setDraftState] = useState(description);
  const controlled = draftProp !== undefined;
  const editing = controlled ? draftProp !== null : editingState;
  const draft = controlled ? (draftProp ?? '') : draftState;

  const setDraft = (next: string | null) => {
    if (!controlled) {
      setEditingState(next !== null);
      if (next !== null) setDraftState(next);
    }
    onDraftChange?.(next);
  };
  const startEditing = () => setDraft(description);

  return (
    <CardDetailSection
      title={t('ui.description.title')}
      icon="file"
      actions={
        !readOnly && !editing && description ? (
          <Button variant="ghost" size="sm" onClick={startEditing}>
            {t('ui.action.edit')}
          </Button>
        ) : null
      }
    >
      {notice}
      {editing ? (
        <form
          className="tb-card-description__form"
          onSubmit={(event) => {
            event.preventDefault();
            onSave?.(draft);
          }}
        >
          <MarkdownEditor
            label={t('ui.description.title')}
            hideLabel
            value={draft}
            onChange={setDraft}
            maxLength={maxLength}
            error={error}
            autoFocus={!defaultEditing}
            onSubmit={() => onSave?.(draft)}
            mentions={mentions}
          />
          <div className="tb-card-description__actions">
            <Button type="submit" size="sm" loading={saving}>
              {t('ui.action.save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={saving}>
              {t('ui.action.cancel')}
            </Button>
          </div>
        </form>
      ) : description ? (
        <MarkdownView source={description} />
      ) : readOnly ? (
        <p className="tb-card-description__empty">{t('ui.description.empty')}</p>
      ) : (
        <button type="button" className="tb-card-description__placeholder" onClick={startEditing}>
          {t('ui.description.placeholder')}
        </button>
      )}
    </CardDetailSection>
  );
}
