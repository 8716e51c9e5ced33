/** What the app tells people about its link to the server (the ui's PresenceBar states). */
export type ConnectionState = 'live' | 'connecting' | 'offline';

/** A realtime channel's status as the SDK reports it. */
export type ChannelStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** The signals the app's one connection state is built from. */
export interface ConnectionSignals {
  /** The browser's own view (`navigator.onLine` and its online/offline events). */
  browserOnline: boolean;
  /** The last request failed below HTTP (no answer at all), and none has succeeded since. */
  requestsFailing: boolean;
  /** Open realtime channels by name; none open is neither good nor bad news. */
  channels: ReadonlyMap<string, ChannelStatus>;
}

/**
 * One answer for every screen. Offline only on evidence (the browser says so,
 * or requests get no answer); a channel that is still joining during a normal
 * load is "connecting", never "offline". A channel closed on purpose is ignored.
 */
export function connectionStateOf(signals: ConnectionSignals): ConnectionState {
  if (!signals.browserOnline || signals.requestsFailing) return 'offline';
  for (const status of signals.channels.values()) {
    if (status === 'connecting' || status === 'reconnecting') return 'connecting';
  }
  return 'live';
}
