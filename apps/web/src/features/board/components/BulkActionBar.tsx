import { Button, DropdownMenu } from '@teamboard/ui';
import { useT } from '@/shared/i18n';

interface Choice {
  id: string;
  name: string;
}

export interface BulkActionBarProps {
  count: number;
  lists: readonly Choice[];
  labels: readonly Choice[];
  people: readonly Choice[];
  /** An action is running: the bar waits for it before the next. */
  busy: boolean;
  onMove: (list: Choice) => void;
  onLabel: (label: Choice) => void;
  onAssign: (person: Choice) => void;
  onArchive: () => void;
  onClear: () => void;
}

/** What can be done to the table's selected rows at once; shown while any row is selected. */
export function BulkActionBar(props: BulkActionBarProps) {
  const { t } = useT();
  const menu = (label: string, choices: readonly Choice[], pick: (choice: Choice) => void) => (
    <DropdownMenu
      align="start"
      trigger={
        <Button variant="secondary" size="sm" disabled={props.busy || choices.length === 0}>
          {label}
        </Button>
      }
      items={choices.map((choice) => ({ id: choice.id, label: choice.name, onSelect: () => pick(choice) }))}
    />
  );
  return (
    <div className="board-table__bulk" role="toolbar" aria-label={t('views.bulk.toolbar')}>
      <span className="board-table__bulk-count" aria-live="polite">
        {t('views.bulk.selected', { count: props.count })}
      </span>
      {menu(t('views.bulk.move'), props.lists, props.onMove)}
      {menu(t('views.bulk.label'), props.labels, props.onLabel)}
      {menu(t('views.bulk.assign'), props.people, props.onAssign)}
      <Button variant="secondary" size="sm" disabled={props.busy} onClick={props.onArchive}>
        {t('views.bulk.archive')}
      </Button>
      <Button variant="ghost" size="sm" onClick={props.onClear}>
        {t('views.bulk.clear')}
      </Button>
    </div>
  );
}
