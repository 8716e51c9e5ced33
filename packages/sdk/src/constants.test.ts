import { describe, expect, it } from 'vitest';
import { LABEL_COLORS, LIMITS, RESERVED_SLUGS } from './constants';

describe('constants', () => {
  it('has the ten palette colours, each once', () => {
    expect(LABEL_COLORS).toHaveLength(10);
    expect(new Set(LABEL_COLORS).size).toBe(LABEL_COLORS.length);
  });

  it('expresses sizes in bytes', () => {
    expect(LIMITS.attachmentBytes).toBe(26_214_400);
    expect(LIMITS.avatarBytes).toBe(2_097_152);
  });

  it('reserves the route names', () => {
    expect(RESERVED_SLUGS).toContain('settings');
  });
});
