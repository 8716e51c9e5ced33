import { TeamboardError } from './teamboard-error';

/** The channel states realtime-js reports to `subscribe()` callbacks that mean "not live". */
export type RealtimeFailureStatus = 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

/**
 * Turns a failed channel status into `realtime/disconnected`; the SDK
 * rejoins by itself, so it is always retryable.
 */
export function mapRealtimeStatus(status: RealtimeFailureStatus, cause?: unknown): TeamboardError {
  const message =
    status === 'CLOSED' ? 'Live updates stopped; reconnecting…' : 'Live updates are paused; reconnecting…';
  return new TeamboardError({ code: 'realtime/disconnected', message, reason: status, cause });
}
