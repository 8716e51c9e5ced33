/** The app's one connection state (browser online state + realtime channels + failed requests). */
export { ConnectionContext, useConnection, useConnectionStore } from './connection-context';
export { createConnectionStore, type ConnectionStore } from './connection-store';
export { type ChannelStatus, type ConnectionState } from './connection-state';
export { isUnreachable } from './unreachable';
