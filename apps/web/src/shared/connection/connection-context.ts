import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ConnectionState } from './connection-state';
import type { ConnectionStore } from './connection-store';

export const ConnectionContext = createContext<ConnectionStore | undefined>(undefined);

export function useConnectionStore(): ConnectionStore {
  const store = useContext(ConnectionContext);
  if (store === undefined) throw new Error('useConnectionStore needs <ConnectionContext> above it');
  return store;
}

/** The app's one connection state; every badge and offline check reads this. */
export function useConnection(): ConnectionState {
  const store = useConnectionStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
