import type { CustomFieldView } from '@teamboard/ui';
import type { ViewColumn } from '@teamboard/sdk';
import { Button, DropdownMenu } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { tableColumns } from '../lib/table-columns';

export interface TableColumnsMenuProps {
  fields: readonly CustomFieldView[];
  hidden: readonly ViewColumn[];
  onToggle: (column: ViewColumn, shown: boolean) => void;
}

/** Which of the table's columns show; several can be toggled in one visit. The title always shows. */
export function TableColumnsMenu({ fields, hidden, onToggle }: TableColumnsMenuProps) {
  const { t } = useT();
  return (
    <DropdownMenu
      trigger={
        <Button variant="secondary" size="sm">
          {t('views.columns')}
        </Button>
      }
      items={tableColumns(t, fields).map((column) => ({
        type: 'checkbox' as const,
        id: column.id,
        label: column.label,
        checked: !hidden.includes(column.id),
        disabled: column.id === 'title',
        onCheckedChange: (shown: boolean) => onToggle(column.id, shown),
      }))}
    />
  );
}
