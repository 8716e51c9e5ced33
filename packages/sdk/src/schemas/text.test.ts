import { describe, expect, it } from 'vitest';
import { boundedText, charLength, utf8Length } from './text';

describe('charLength', () => {
  it('counts code points like Postgres char_length', () => {
    expect(charLength('abc')).toBe(3);
    expect(charLength('👍🏽')).toBe(2);
    expect('👍🏽'.length).toBe(4);
  });
});

describe('utf8Length', () => {
  it('counts bytes', () => {
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
  });
});

describe('boundedText', () => {
  const name = boundedText('Name', { min: 1, max: 5 });

  it('trims before checking', () => {
    expect(name.parse('  abcde  ')).toBe('abcde');
  });

  it('treats whitespace-only as empty', () => {
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required.');
  });

  it('rejects text over the limit', () => {
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('Name must be at most 5 characters.');
  });

  it('accepts emoji counted as the database counts them', () => {
    expect(name.safeParse('🙂🙂🙂🙂🙂').success).toBe(true);
  });

  it('says a minimum above one in words', () => {
    const slug = boundedText('Slug', { min: 3, max: 5 });
    expect(slug.safeParse('ab').error?.issues[0]?.message).toBe('Slug must be at least 3 characters.');
  });

  it('refuses non-strings', () => {
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Name must be text.');
  });
});
