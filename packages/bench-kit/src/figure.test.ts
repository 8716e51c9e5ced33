import { describe, expect, it } from 'vitest';
import { figure, formatNumber, median, percentile, spread, table } from './figure';

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
});

describe('the results table', () => {
  it('formats numbers to about three significant digits', () => {
    expect([formatNumber(1234.5), formatNumber(12.345), formatNumber(0.012345)]).toEqual([
      '1235',
      '12.35',
      '0.0123',
    ]);
  });

  it('aligns one row per figure under the header', () => {
    const lines = table([figure('select', 'ms', [2, 2, 2]), figure('insert many', 'ms', [150])]).split('\n');
    expect(lines[0]).toMatch(/^name\s+value\s+unit\s+spread\s+reference\s+ratio$/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^select\s+2\.00\s+ms\s+±0%/);
    expect(lines[3]).toMatch(/^insert many\s+150\s+ms/);
    expect(
      new Set(lines.map((line) => (line.indexOf('ms') === -1 ? -1 : line.indexOf('ms')))).size,
    ).toBeLessThanOrEqual(2);
  });
});
