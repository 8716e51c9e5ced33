import type { ViewColumn } from '@teamboard/sdk';
import type { Translate } from '@/shared/i18n';

export interface TableColumn {
  id: ViewColumn;
  label: string;
  width: string;
}

/**
 * The table's columns in their order, every custom field among them: the
 * table draws them, the Columns menu lists them to hide or show.
 */
export function tableColumns(t: Translate, fields: readonly { id: string; name: string }[]): TableColumn[] {
  return [
    { id: 'title', label: t('views.column.title'), width: 'minmax(220px, 2fr)' },
    { id: 'list', label: t('views.column.list'), width: '140px' },
    { id: 'labels', label: t('views.column.labels'), width: '160px' },
    { id: 'assignees', label: t('views.column.assignees'), width: '120px' },
    { id: 'start', label: t('views.column.start'), width: '120px' },
    { id: 'due', label: t('views.column.due'), width: '150px' },
    ...fields.map((field) => ({ id: `field:${field.id}` as const, label: field.name, width: '140px' })),
    { id: 'created', label: t('views.column.created'), width: '120px' },
    { id: 'updated', label: t('views.column.updated'), width: '120px' },
  ];
}
