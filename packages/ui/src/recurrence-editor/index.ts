export { RecurrenceEditor } from './RecurrenceEditor';
export type { RecurrenceEditorProps } from './RecurrenceEditor';
export { recurrenceSummary } from './recurrence-summary';
