import { describe, expect, it } from 'vitest';
import { parseDbSignal } from './db-convention';

describe('parseDbSignal', () => {
  it('reads the hint', () => {
    expect(
      parseDbSignal({
        code: 'P0001',
        message: 'Too many boards.',
        hint: 'teamboard:limit-reached',
        details: 'boardsPerWorkspace',
      }),
    ).toEqual({
      code: 'limit-reached',
      message: 'Too many boards.',
      reason: 'boardsPerWorkspace',
    });
  });

  it('works whatever errcode the author chose', () => {
    expect(
      parseDbSignal({ code: '42501', message: 'Only owners can do this.', hint: 'teamboard:forbidden' })
        ?.code,
    ).toBe('forbidden');
  });

  it('strips a code prefix that repeats the hint', () => {
    expect(
      parseDbSignal({ code: 'P0001', message: 'not-found: No such card.', hint: 'teamboard:not-found' })
        ?.message,
    ).toBe('No such card.');
  });

  it('refuses codes the database may not raise', () => {
    expect(parseDbSignal({ code: 'P0001', message: 'x', hint: 'teamboard:network' })).toBeUndefined();
    expect(parseDbSignal({ code: 'P0001', message: 'network: x' })).toBeUndefined();
  });

  it('does not read message prefixes outside P0001', () => {
    expect(parseDbSignal({ code: '23514', message: 'conflict: x' })).toBeUndefined();
  });
});
