import { describe, expect, it } from 'vitest';
import { prefilledEmail } from './prefilled-email';

describe('prefilledEmail', () => {
  it('keeps an address, trimmed', () => {
    expect(prefilledEmail(' ada@example.test ')).toBe('ada@example.test');
  });

  it('ignores a missing, empty, non-address or over-long value', () => {
    expect(prefilledEmail(null)).toBe('');
    expect(prefilledEmail('')).toBe('');
    expect(prefilledEmail("'; drop table users; --")).toBe('');
    expect(prefilledEmail(`${'a'.repeat(250)}@example.test`)).toBe('');
  });
});
