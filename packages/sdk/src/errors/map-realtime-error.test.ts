import { describe, expect, it } from 'vitest';
import { mapRealtimeStatus } from './map-realtime-error';

describe('mapRealtimeStatus', () => {
  it.each(['CHANNEL_ERROR', 'TIMED_OUT', 'CLOSED'] as const)(
    'maps %s to a retryable disconnect',
    (status) => {
      const cause = new Error('socket closed');
      const error = mapRealtimeStatus(status, cause);
      expect([error.code, error.retryable, error.reason, error.cause]).toEqual([
        'realtime/disconnected',
        true,
        status,
        cause,
      ]);
    },
  );
});
