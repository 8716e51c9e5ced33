import type { CustomField, ViewGroup } from '@teamboard/sdk';
import type { CustomFieldView } from '@teamboard/ui';

/** A field as the component library draws it. */
export function toFieldView(field: CustomField): CustomFieldView {
  return {
    id: field.id,
    name: field.name,
    type: field.type,
    unit: field.unit,
    showOnCard: field.show_on_card,
    options: field.options.map((option) => ({
      id: option.id,
      label: option.label,
      color: option.color as CustomFieldView['options'][number]['color'],
    })),
  };
}

/** Whether a card's value of a field is, or contains, the option. */
export function valueHasOption(value: unknown, optionId: string): boolean {
  return value === optionId || (Array.isArray(value) && value.includes(optionId));
}

/** The option ids a card holds of a select field (one for a single select, any for a multi select). */
export function optionIds(value: unknown): readonly string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The select field a `field.<id>` grouping names, when the board has it; otherwise none. */
export function groupField(
  groupBy: ViewGroup | null,
  fields: readonly CustomFieldView[],
): CustomFieldView | null {
  if (groupBy === null || !groupBy.startsWith('field.')) return null;
  const field = fields.find((candidate) => candidate.id === groupBy.slice('field.'.length));
  return field && isSelectField(field) ? field : null;
}

/** Fields whose options can group cards (tables' groups, the board's lanes). */
export const isSelectField = (field: Pick<CustomFieldView, 'type'>) =>
  field.type === 'single_select' || field.type === 'multi_select';
