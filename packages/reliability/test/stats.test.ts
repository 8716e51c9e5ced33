import { describe, expect, it } from 'vitest';
import { growthExponent } from '../src/stats';

describe('growth statistics', () => {
  it('fits the growth exponent of t = c·n^k', () => {
    const ns = [100, 1000, 5000];
    expect(growthExponent(ns.map((n) => ({ n, t: 3 * n })))).toBeCloseTo(1);
    expect(growthExponent(ns.map((n) => ({ n, t: 0.01 * n * n })))).toBeCloseTo(2);
    expect(growthExponent(ns.map((n) => ({ n, t: 5 * Math.sqrt(n) })))).toBeCloseTo(0.5);
  });
});
