import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  const day = new Date('2026-03-04T10:00:00Z');
  it('makes a plain, dated name', () => {
    expect(fileNameOf('Launch Plan: Q3!', 'csv', day)).toBe('launch-plan-q3-2026-03-04.csv');
  });
  it('drops path parts and anything hostile', () => {
    expect(fileNameOf('@/etc/passwd', 'json', day)).toBe('etc-passwd-2026-03-04.json');
    expect(fileNameOf('<script>', 'json', day)).toBe('script-2026-03-04.json');
  });
  it('falls back when nothing is left', () => {
    expect(fileNameOf('日本語', 'csv', day)).toBe('board-2026-03-04.csv');
  });
});
