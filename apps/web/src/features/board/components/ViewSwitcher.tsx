import type { ViewType } from '@teamboard/sdk';
import { Button, SegmentedControl, Select } from '@teamboard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth';
import { useT } from '@/shared/i18n';
import { useSavedViews } from '../hooks/use-saved-views';
import { fromSavedSettings, sameView, viewHref, type BoardViewSettings } from '../lib/view-settings';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { PartBoundary } from '@/features/system';

const SaveViewDialog = lazyPart(
  () => import('./SaveViewDialog'),
  (m) => m.SaveViewDialog,
);

export interface ViewSwitcherProps {
  slug: string;
  boardId: string;
  settings: BoardViewSettings;
  /** Editors and up may share views and change the board's shared ones. */
  canEdit: boolean;
}

/**
 * Board / Table / Timeline / Calendar, and the saved views of the board: each choice is
 * a link (the URL holds the whole view), so a view opened here can be shared.
 */
export function ViewSwitcher({ slug, boardId, settings, canEdit }: ViewSwitcherProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const { state } = useSession();
  const myId = state.status === 'signed-in' ? state.session.user.id : '';
  const saved = useSavedViews(boardId);
  const [saving, setSaving] = useState(false);
  const open = (next: BoardViewSettings) => void navigate(viewHref(slug, boardId, next));
  const current = saved.views.find((view) => sameView(fromSavedSettings(view.settings), settings));
  const deletable = current && (current.owner_id === myId || (current.shared && canEdit));

  return (
    <div className="board-views">
      <SegmentedControl<ViewType>
        label={t('views.switcher')}
        size="sm"
        value={settings.type}
        options={[
          { value: 'board', label: t('views.type.board') },
          { value: 'table', label: t('views.type.table') },
          { value: 'timeline', label: t('views.type.timeline') },
          { value: 'calendar', label: t('views.type.calendar') },
        ]}
        onValueChange={(type) => open({ ...settings, type })}
      />
      {saved.views.length > 0 ? (
        <Select
          label={t('views.saved')}
          hideLabel
          size="sm"
          placeholder={t('views.saved')}
          // '' (not undefined) while no saved view is open: the select stays controlled and shows its placeholder.
          value={current?.id ?? ''}
          options={saved.views.map((view) => ({
            value: view.id,
            label: view.shared ? t('views.sharedName', { name: view.name }) : view.name,
          }))}
          onValueChange={(id) => {
            const view = saved.views.find((candidate) => candidate.id === id);
            if (view) open(fromSavedSettings(view.settings));
          }}
        />
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => setSaving(true)}>
        {t('views.save.open')}
      </Button>
      {deletable ? (
        <Button variant="ghost" size="sm" onClick={() => saved.remove.mutate(current.id)}>
          {t('views.delete', { name: current.name })}
        </Button>
      ) : null}
      {saving ? (
        <PartBoundary>
          <SaveViewDialog
            boardId={boardId}
            settings={settings}
            canShare={canEdit}
            create={saved.create}
            onSaved={(view) => open(fromSavedSettings(view.settings))}
            onClose={() => setSaving(false)}
          />
        </PartBoundary>
      ) : null}
    </div>
  );
}
