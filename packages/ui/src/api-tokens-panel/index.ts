export { ApiTokensPanel } from './ApiTokensPanel';
export type { ApiTokenItem, ApiTokenScope, ApiTokensPanelProps, NewApiToken } from './ApiTokensPanel';
