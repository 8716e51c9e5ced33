export { MarkdownView } from './MarkdownView';
export type { MarkdownViewProps } from './MarkdownView';
