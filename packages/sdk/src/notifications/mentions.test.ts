import { describe, expect, it } from 'vitest';
import { formatMention, mentionedUserIds, parseMentions, splitMentions } from './mentions';

const ADA = '6f1c8a62-1b7e-4c1e-9f57-1b2c3d4e5f60';
const BOB = 'A1B2C3D4-0000-4000-8000-00000000000B';

describe('mention tokens', () => {
  it('parses every token with its place, ids lower-cased', () => {
    const text = `Hi @[Ada L.](${ADA}) and @[Bob](${BOB})!`;
    expect(parseMentions(text)).toEqual([
      { name: 'Ada L.', userId: ADA, index: 3, length: 47 },
      { name: 'Bob', userId: BOB.toLowerCase(), index: 55, length: 44 },
    ]);
  });

  it('ignores look-alikes: no id, a bad id, an empty or multi-line name, a plain email', () => {
    for (const text of [
      '@[Ada]()',
      '@[Ada](not-a-uuid)',
      `@[](${ADA})`,
      `@[Ada\nL](${ADA})`,
      'mail ada@example.com',
      `[Ada](${ADA})`,
    ]) {
      expect(parseMentions(text), text).toEqual([]);
    }
  });

  it('lists each mentioned person once', () => {
    expect(mentionedUserIds(`@[A](${ADA}) @[B](${BOB}) @[A again](${ADA.toUpperCase()})`)).toEqual([
      ADA,
      BOB.toLowerCase(),
    ]);
  });

  it('formats any display name into a token that parses back to the same person', () => {
    for (const name of ['Ada', 'Weird ] name', 'two\nlines', '  ', 'x'.repeat(300), '🦄 Unicorn']) {
      const token = formatMention({ name, userId: ADA });
      const [parsed] = parseMentions(token);
      expect(parsed?.userId, name).toBe(ADA);
      expect(parsed?.length).toBe(token.length);
    }
    expect(formatMention({ name: 'Ada', userId: BOB })).toBe(`@[Ada](${BOB.toLowerCase()})`);
  });

  it('splits text into plain runs and mentions for rendering', () => {
    const parts = splitMentions(`a @[Ada](${ADA}) b`);
    expect(parts).toEqual(['a ', expect.objectContaining({ name: 'Ada', userId: ADA }), ' b']);
    expect(splitMentions('plain')).toEqual(['plain']);
  });
});
