import type { CustomFieldView } from '@teamboard/ui';
import type { ViewColumn } from '@teamboard/sdk';
import { Button, DropdownMenu } from '@teamboard/ui';
import { useEffect, useRef } from 'react';
import { useT } from '@/shared/i18n';
import { tableColumns } from '../lib/table-columns';
import { withColumn } from '../lib/view-settings';

export interface TableColumnsMenuProps {
  fields: readonly CustomFieldView[];
  hidden: readonly ViewColumn[];
  /** The columns now hidden, the whole list. */
  onChange: (hidden: ViewColumn[]) => void;
}

/** Which of the table's columns show; several can be toggled in one visit. The title always shows. */
export function TableColumnsMenu({ fields, hidden, onChange }: TableColumnsMenuProps) {
  const { t } = useT();
  // Each toggle starts from the last one, not from `hidden`: the URL, and so `hidden`, catches up
  // only after a render, and a second toggle before it would undo the first.
  const latest = useRef<ViewColumn[]>([...hidden]);
  useEffect(() => {
    latest.current = [...hidden];
  }, [hidden]);
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
        onCheckedChange: (shown: boolean) => {
          latest.current = withColumn(latest.current, column.id, shown);
          onChange(latest.current);
        },
      }))}
    />
  );
}
