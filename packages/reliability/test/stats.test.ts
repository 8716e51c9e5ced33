import { describe, expect, it } from 'vitest';
import { figure, growthExponent, median, percentile, spread } from '../src/stats';

describe('benchmark statistics', () => {
  it('takes medians, nearest-rank percentiles and spreads', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
    expect(spread([9, 10, 11])).toBeCloseTo(0.2);
  });

  it('puts the ratio beside the reference measured in the same run', () => {
    const f = figure('x', 'req/s', [100, 110, 90], { name: 'sql', samples: [400, 400, 400] });
    expect(f).toMatchObject({ value: 100, reference: { name: 'sql', value: 400 }, ratio: 0.25 });
  });

  it('fits the growth exponent of t = c·n^k', () => {
    const ns = [100, 1000, 5000];
    expect(growthExponent(ns.map((n) => ({ n, t: 3 * n })))).toBeCloseTo(1);
    expect(growthExponent(ns.map((n) => ({ n, t: 0.01 * n * n })))).toBeCloseTo(2);
    expect(growthExponent(ns.map((n) => ({ n, t: 5 * Math.sqrt(n) })))).toBeCloseTo(0.5);
  });
});
