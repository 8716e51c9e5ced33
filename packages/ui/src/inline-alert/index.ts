export { InlineAlert } from './InlineAlert';
export type { InlineAlertProps, InlineAlertTone } from './InlineAlert';
