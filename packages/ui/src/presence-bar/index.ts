export { PresenceBar } from './PresenceBar';
export type { ConnectionState, PresenceBarProps, PresenceViewer } from './PresenceBar';
