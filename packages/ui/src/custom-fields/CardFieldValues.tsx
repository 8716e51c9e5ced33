import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { Checkbox } from '../checkbox';
import { useUiText } from '../i18n';
import { LabelChip } from '../label-chip';
import { Select } from '../select';
import { TextField } from '../text-field';
import { fieldTextInput, fieldValueFromText } from './field-text';
import { formatFieldValue } from './format-field-value';
import type { CustomFieldValue, CustomFieldView, FieldPerson } from './types';

export interface CardFieldValuesProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  fields: readonly CustomFieldView[];
  values: Readonly<Record<string, CustomFieldValue>>;
  /** Who a person field may name: the people who can see the board. */
  people: readonly FieldPerson[];
  /** Editors change values; everyone else reads them. */
  canEdit?: boolean;
  /** A new value, or `null` to clear it. */
  onChange?: (fieldId: string, value: CustomFieldValue | null) => void;
  ref?: Ref<HTMLDivElement>;
}

/** Radix Select keeps '' for "nothing chosen", so "no value" is an option of its own. */
const NONE = '__none__';

/**
 * A card's custom fields in the card drawer: one control per field, shaped by its kind. Text,
 * number, date and link commit when the control loses focus (an emptied control clears the
 * value); choices commit at once. Without `canEdit` the values are read-only text.
 */
export function CardFieldValues({
  fields,
  values,
  people,
  canEdit = false,
  onChange,
  className,
  ref,
  ...rest
}: CardFieldValuesProps) {
  const { t, locale } = useUiText();
  const words = { yes: t('ui.fields.yes'), no: t('ui.fields.no'), unknown: t('ui.fields.unknown') };
  const change = (fieldId: string, value: CustomFieldValue | null) => onChange?.(fieldId, value);

  return (
    <div ref={ref} className={clsx('tb-card-fields', className)} {...rest}>
      {fields.map((field) => {
        const value = values[field.id];
        if (!canEdit) {
          return (
            <div key={field.id} className="tb-card-fields__row">
              <span className="tb-card-fields__name">{field.name}</span>
              <span className="tb-card-fields__value">
                {value === undefined ? (
                  <span className="tb-card-fields__empty">{t('ui.fields.empty')}</span>
                ) : field.type === 'url' ? (
                  <a href={String(value)} target="_blank" rel="noreferrer noopener">
                    {String(value)}
                  </a>
                ) : (
                  formatFieldValue(field, value, people, locale, words)
                )}
              </span>
            </div>
          );
        }
        // Keyed by the value, so a value arriving live replaces what an uncontrolled input shows.
        const key = `${field.id}:${JSON.stringify(value ?? null)}`;
        switch (field.type) {
          case 'checkbox':
            return (
              <Checkbox
                key={key}
                label={field.name}
                checked={value === true}
                onCheckedChange={(checked) => change(field.id, checked)}
              />
            );
          case 'single_select':
          case 'person': {
            const choices =
              field.type === 'person'
                ? people.map((p) => ({ value: p.id, label: p.name }))
                : field.options.map((o) => ({
                    value: o.id,
                    label: <LabelChip name={o.label} color={o.color} />,
                  }));
            return (
              <Select
                key={key}
                label={field.name}
                size="sm"
                value={typeof value === 'string' ? value : NONE}
                options={[{ value: NONE, label: t('ui.fields.none') }, ...choices]}
                onValueChange={(chosen) => change(field.id, chosen === NONE ? null : chosen)}
              />
            );
          }
          case 'multi_select': {
            const chosen: readonly string[] = Array.isArray(value) ? (value as readonly string[]) : [];
            return (
              <fieldset key={key} className="tb-card-fields__choices">
                <legend className="tb-card-fields__name">{field.name}</legend>
                {field.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    label={<LabelChip name={option.label} color={option.color} />}
                    checked={chosen.includes(option.id)}
                    onCheckedChange={(checked) => {
                      const next = checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id);
                      change(field.id, next.length > 0 ? next : null);
                    }}
                  />
                ))}
              </fieldset>
            );
          }
          default: {
            const type = fieldTextInput(field.type);
            return (
              <TextField
                key={key}
                label={field.name}
                type={type}
                description={field.type === 'number' && field.unit ? field.unit : undefined}
                defaultValue={value === undefined ? '' : String(value)}
                {...(type === 'number' ? { inputMode: 'decimal' as const, step: 'any' } : {})}
                onBlur={(event) => {
                  const text = event.currentTarget.value.trim();
                  const next = fieldValueFromText(field.type, text);
                  if (next !== (value ?? null)) change(field.id, next);
                }}
              />
            );
          }
        }
      })}
    </div>
  );
}
