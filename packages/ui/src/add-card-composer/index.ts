export { AddCardComposer } from './AddCardComposer';
export type { AddCardComposerProps } from './AddCardComposer';
