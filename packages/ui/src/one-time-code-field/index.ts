export { OneTimeCodeField } from './OneTimeCodeField';
export type { OneTimeCodeFieldProps } from './OneTimeCodeField';
