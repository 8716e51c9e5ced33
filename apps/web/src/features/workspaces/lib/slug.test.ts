import { validate, workspaceSlugSchema } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { suggestSlug } from './slug';

describe('suggestSlug', () => {
  it('turns a name into a valid slug', () => {
    expect(suggestSlug('Café Räumung 2026!')).toBe('cafe-raumung-2026');
    expect(suggestSlug('  Acme -- Platform  ')).toBe('acme-platform');
    expect(validate(workspaceSlugSchema, suggestSlug('Acme Platform Team'))).toBe('acme-platform-team');
  });

  it('stays within 40 characters without a trailing hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(39)} b`);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('steers clear of reserved words and leaves nothing from symbols alone', () => {
    expect(suggestSlug('Settings')).toBe('settings-team');
    expect(suggestSlug('!!!')).toBe('');
  });
});
