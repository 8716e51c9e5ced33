export { ShareLinkPanel } from './ShareLinkPanel';
export type { ShareLinkPanelProps, ShareLinkState } from './ShareLinkPanel';
