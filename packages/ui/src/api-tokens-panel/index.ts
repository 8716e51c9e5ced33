export { ApiTokensPanel } from './ApiTokensPanel';
export type {
  ApiTokenBoardOption,
  ApiTokenItem,
  ApiTokenScope,
  ApiTokensPanelProps,
  NewApiToken,
} from './ApiTokensPanel';
