import { clsx } from 'clsx';
import { useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { useUiText, type UiMessageId } from '../i18n';
import { LabelChip, labelColors, type LabelColor } from '../label-chip';
import { Select } from '../select';
import { Switch } from '../switch';
import { TextField } from '../text-field';
import { customFieldKinds, type CustomFieldKind, type CustomFieldView } from './types';

export interface NewCustomField {
  name: string;
  type: CustomFieldKind;
  unit?: string;
}

export interface CustomFieldsEditorProps extends HTMLAttributes<HTMLDivElement> {
  fields: readonly CustomFieldView[];
  onCreate: (field: NewCustomField) => void;
  onRename: (fieldId: string, name: string) => void;
  onShowOnCardChange: (fieldId: string, showOnCard: boolean) => void;
  onDelete: (fieldId: string) => void;
  onAddOption: (fieldId: string, label: string, color: LabelColor) => void;
  onOptionColorChange: (fieldId: string, optionId: string, color: LabelColor) => void;
  /** Moves an option one place up (-1) or down (+1). */
  onMoveOption: (fieldId: string, optionId: string, by: -1 | 1) => void;
  onRemoveOption: (fieldId: string, optionId: string) => void;
  ref?: Ref<HTMLDivElement>;
}

const kindWord: Record<CustomFieldKind, UiMessageId> = {
  text: 'ui.fields.kind.text',
  number: 'ui.fields.kind.number',
  date: 'ui.fields.kind.date',
  single_select: 'ui.fields.kind.singleSelect',
  multi_select: 'ui.fields.kind.multiSelect',
  checkbox: 'ui.fields.kind.checkbox',
  url: 'ui.fields.kind.url',
  person: 'ui.fields.kind.person',
};

/** A text input's trimmed value from a submitted form ('' when absent). */
const formText = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const isSelect = (type: CustomFieldKind) => type === 'single_select' || type === 'multi_select';

/**
 * A board's custom fields, for its admins: add a field of a kind, rename it, show it on card
 * tiles, delete it, and give a select its options (added, recoloured, reordered, removed). Every
 * change is reported at once; the caller saves it and passes the fields back.
 */
export function CustomFieldsEditor({
  fields,
  onCreate,
  onRename,
  onShowOnCardChange,
  onDelete,
  onAddOption,
  onOptionColorChange,
  onMoveOption,
  onRemoveOption,
  className,
  ref,
  ...rest
}: CustomFieldsEditorProps) {
  const { t } = useUiText();
  const [type, setType] = useState<CustomFieldKind>('text');
  const kinds = customFieldKinds.map((kind) => ({ value: kind, label: t(kindWord[kind]) }));
  const colours = labelColors.map((color) => ({ value: color, label: t('ui.fields.colorName', { color }) }));

  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = formText(form, 'name');
    const unit = formText(form, 'unit');
    if (name === '') return;
    onCreate({ name, type, ...(type === 'number' && unit !== '' ? { unit } : {}) });
    form.reset();
  };

  return (
    <div ref={ref} className={clsx('tb-fields-editor', className)} {...rest}>
      <ul className="tb-fields-editor__list" aria-label={t('ui.fields.title')}>
        {fields.map((field) => (
          <li key={field.id} className="tb-fields-editor__field">
            <div className="tb-fields-editor__head">
              <TextField
                key={field.name}
                label={t('ui.fields.name')}
                defaultValue={field.name}
                description={t(kindWord[field.type])}
                onBlur={(event) => {
                  const name = event.currentTarget.value.trim();
                  if (name !== '' && name !== field.name) onRename(field.id, name);
                }}
              />
              <Switch
                label={t('ui.fields.showOnCard', { name: field.name })}
                checked={field.showOnCard ?? false}
                onCheckedChange={(checked) => onShowOnCardChange(field.id, checked)}
              />
              <IconButton
                icon="trash"
                variant="danger"
                label={t('ui.fields.delete', { name: field.name })}
                onClick={() => onDelete(field.id)}
              />
            </div>
            {isSelect(field.type) ? (
              <>
                <ul
                  className="tb-fields-editor__options"
                  aria-label={t('ui.fields.options', { name: field.name })}
                >
                  {field.options.map((option, index) => (
                    <li key={option.id} className="tb-fields-editor__option">
                      <LabelChip name={option.label} color={option.color} />
                      <Select
                        size="sm"
                        hideLabel
                        label={t('ui.fields.optionColor', { option: option.label })}
                        value={option.color}
                        options={colours}
                        onValueChange={(color) => onOptionColorChange(field.id, option.id, color)}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={index === 0}
                        aria-label={t('ui.fields.moveUp', { option: option.label })}
                        onClick={() => onMoveOption(field.id, option.id, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={index === field.options.length - 1}
                        aria-label={t('ui.fields.moveDown', { option: option.label })}
                        onClick={() => onMoveOption(field.id, option.id, 1)}
                      >
                        ↓
                      </Button>
                      <IconButton
                        icon="close"
                        size="sm"
                        label={t('ui.fields.removeOption', { option: option.label })}
                        onClick={() => onRemoveOption(field.id, option.id)}
                      />
                    </li>
                  ))}
                </ul>
                <form
                  className="tb-fields-editor__add-option"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const form = event.currentTarget;
                    const label = formText(form, 'option');
                    if (label === '') return;
                    onAddOption(
                      field.id,
                      label,
                      labelColors[field.options.length % labelColors.length] ?? 'gray',
                    );
                    form.reset();
                  }}
                >
                  <TextField name="option" label={t('ui.fields.newOption', { name: field.name })} />
                  <Button type="submit" size="sm" variant="secondary">
                    {t('ui.fields.addOption')}
                  </Button>
                </form>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <form className="tb-fields-editor__new" aria-label={t('ui.fields.newField')} onSubmit={create}>
        <TextField name="name" label={t('ui.fields.name')} required />
        <Select label={t('ui.fields.kind')} value={type} options={kinds} onValueChange={setType} />
        {type === 'number' ? <TextField name="unit" label={t('ui.fields.unit')} /> : null}
        <Button type="submit">{t('ui.fields.addField')}</Button>
      </form>
    </div>
  );
}
