export { CardFieldValues } from './CardFieldValues';
export type { CardFieldValuesProps } from './CardFieldValues';
export { CustomFieldsEditor } from './CustomFieldsEditor';
export type { CustomFieldsEditorProps, NewCustomField } from './CustomFieldsEditor';
export { fieldTextInput, fieldValueFromText } from './field-text';
export type { FieldTextInput } from './field-text';
export { fieldChips, formatFieldValue } from './format-field-value';
export type { FieldValueWords } from './format-field-value';
export { customFieldKinds } from './types';
export type {
  CardFieldChip,
  CustomFieldKind,
  CustomFieldOptionView,
  CustomFieldValue,
  CustomFieldView,
  FieldPerson,
} from './types';
