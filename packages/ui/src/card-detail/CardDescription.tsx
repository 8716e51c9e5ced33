import { useState } from 'react';
import { Button } from '../button';
import { MarkdownEditor } from '../markdown-editor';
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
}

/** The card's markdown description, with an editor for members. */
export function CardDescription({
  description,
  readOnly = false,
  onSave,
  saving = false,
  error,
  maxLength = 20_000,
  defaultEditing = false,
}: CardDescriptionProps) {
  const [editing, setEditing] = useState(defaultEditing);
  const { t } = useUiText();
  const [draft, setDraft] = useState(description);

  const startEditing = () => {
    setDraft(description);
    setEditing(true);
  };

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
          />
          <div className="tb-card-description__actions">
            <Button type="submit" size="sm" loading={saving}>
              {t('ui.action.save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)} disabled={saving}>
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
