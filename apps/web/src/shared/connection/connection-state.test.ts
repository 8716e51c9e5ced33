import { describe, expect, it } from 'vitest';
import { connectionStateOf, type ChannelStatus } from './connection-state';

const signals = (over: { online?: boolean; failing?: boolean; channels?: [string, ChannelStatus][] }) => ({
  browserOnline: over.online ?? true,
  requestsFailing: over.failing ?? false,
  channels: new Map(over.channels ?? []),
});

describe('connectionStateOf', () => {
  it('is offline when the browser says so, whatever the channels say', () => {
    expect(connectionStateOf(signals({ online: false, channels: [['board', 'live']] }))).toBe('offline');
  });
  it('is offline when requests get no answer', () => {
    expect(connectionStateOf(signals({ failing: true }))).toBe('offline');
  });
  it('is connecting, not offline, while a channel joins or rejoins', () => {
    expect(connectionStateOf(signals({ channels: [['board', 'connecting']] }))).toBe('connecting');
    expect(
      connectionStateOf(
        signals({
          channels: [
            ['a', 'live'],
            ['b', 'reconnecting'],
          ],
        }),
      ),
    ).toBe('connecting');
  });
  it('is live when online with every channel live, or none open', () => {
    expect(connectionStateOf(signals({ channels: [['board', 'live']] }))).toBe('live');
    expect(connectionStateOf(signals({}))).toBe('live');
  });
});
