export { CardTemplatePicker } from './CardTemplatePicker';
export type { CardTemplateOption, CardTemplatePickerProps } from './CardTemplatePicker';
