export { Field } from './Field';
export type { FieldControlProps, FieldProps } from './Field';
