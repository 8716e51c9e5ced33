import type { CustomField } from '@teamboard/sdk';
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
