import { BulkActionBar as Bar, Button, DropdownMenu } from '@teamboard/ui';
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

/** The table's actions on its selected rows, in the ui package's bar (count and clear are its own); shown while any row is selected. */
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
    <Bar count={props.count} onClear={props.onClear}>
      {menu(t('views.bulk.move'), props.lists, props.onMove)}
      {menu(t('views.bulk.label'), props.labels, props.onLabel)}
      {menu(t('views.bulk.assign'), props.people, props.onAssign)}
      <Button variant="secondary" size="sm" disabled={props.busy} onClick={props.onArchive}>
        {t('views.bulk.archive')}
      </Button>
    </Bar>
  );
}
