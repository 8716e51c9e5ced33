import { TeamboardError } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { isUnreachable } from './unreachable';

describe('isUnreachable', () => {
  it('is true only for a network failure without an HTTP answer', () => {
    expect(isUnreachable(new TeamboardError({ code: 'network' }))).toBe(true);
    expect(isUnreachable(new TeamboardError({ code: 'network', status: 503 }))).toBe(false);
    expect(isUnreachable(new TeamboardError({ code: 'forbidden', status: 403 }))).toBe(false);
    expect(isUnreachable(new Error('x'))).toBe(false);
  });
});
