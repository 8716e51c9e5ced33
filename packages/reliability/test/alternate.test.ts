import { describe, expect, it } from 'vitest';
import { sampleAlternately } from '../src/alternate';

describe('sampleAlternately', () => {
  it('warms each call once, then times both every round, swapping which goes first', async () => {
    const calls: string[] = [];
    const times = await sampleAlternately(
      () => Promise.resolve(calls.push('a')),
      () => Promise.resolve(calls.push('b')),
      3,
    );
    expect(calls.join('')).toBe('ab' + 'ab' + 'ba' + 'ab');
    expect(times.a).toHaveLength(3);
    expect(times.b).toHaveLength(3);
    expect([...times.a, ...times.b].every((t) => t >= 0)).toBe(true);
  });
});
