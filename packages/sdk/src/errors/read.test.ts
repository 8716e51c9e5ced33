import { describe, expect, it } from 'vitest';
import { camelCase, parseRetryAfter } from './read';

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120')).toBe(120_000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('camelCase', () => {
  it('turns columns into field names', () => {
    expect([camelCase('wip_limit'), camelCase('title'), camelCase('due_at')]).toEqual([
      'wipLimit',
      'title',
      'dueAt',
    ]);
  });
});
