import {
  connectionStateOf,
  type ChannelStatus,
  type ConnectionSignals,
  type ConnectionState,
} from './connection-state';

export interface ConnectionStore {
  get: () => ConnectionState;
  subscribe: (listener: () => void) => () => void;
  /** Reports a realtime channel's status; `closed` removes it (closed on purpose, e.g. leaving a board). */
  reportChannel: (name: string, status: ChannelStatus) => void;
  /**
   * Reports how a request ended: a failure with no answer at all (`isUnreachable`, judged by the
   * caller, which holds the SDK) marks the app offline until one succeeds.
   */
  reportRequest: (outcome: { ok: true } | { ok: false; unreachable: boolean }) => void;
  /**
   * Listens for a live channel failing (live → reconnecting). The server also closes channels
   * when it ends a session, so the session watch asks then whether this tab is still signed in.
   */
  onChannelLost: (listener: () => void) => () => void;
}

/**
 * The app's one connection state, from the browser's online state, the
 * realtime channels and failed requests. One per app (created in `App`).
 */
export function createConnectionStore(target: Window = window): ConnectionStore {
  let signals: ConnectionSignals = {
    browserOnline: target.navigator.onLine,
    requestsFailing: false,
    channels: new Map(),
  };
  let state = connectionStateOf(signals);
  const listeners = new Set<() => void>();
  const lossListeners = new Set<() => void>();

  const update = (change: Partial<ConnectionSignals>) => {
    signals = { ...signals, ...change };
    const next = connectionStateOf(signals);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  // Back online, requests get another chance: the next one tells whether they reach the server.
  const online = () => update({ browserOnline: true, requestsFailing: false });
  const offline = () => update({ browserOnline: false });
  // The browser is listened to while someone listens here (so StrictMode's remounts leave nothing behind).
  const listenToBrowser = (on: boolean) => {
    if (on) {
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      update({ browserOnline: target.navigator.onLine });
    } else {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    }
  };

  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) listenToBrowser(true);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) listenToBrowser(false);
      };
    },
    reportChannel: (name, status) => {
      const lost = signals.channels.get(name) === 'live' && status === 'reconnecting';
      const channels = new Map(signals.channels);
      if (status === 'closed') channels.delete(name);
      else channels.set(name, status);
      update({ channels });
      if (lost) for (const listener of lossListeners) listener();
    },
    reportRequest: (outcome) => {
      if (outcome.ok) {
        if (signals.requestsFailing) update({ requestsFailing: false });
      } else if (outcome.unreachable) update({ requestsFailing: true });
    },
    onChannelLost: (listener) => {
      lossListeners.add(listener);
      return () => lossListeners.delete(listener);
    },
  };
}
