import { describe, expect, it } from 'vitest';
import { formatMention } from './mentions';
import { plainText } from './plain-text';

const BOB = '6e8d0827-1c5b-4c57-9d3c-2f4b8f1f4a11';

describe('plainText', () => {
  it('shows a mention as @Name, whole or cut by a snippet at either end', () => {
    expect(plainText(`Thanks ${formatMention({ name: 'Bob Brown', userId: BOB })}!`)).toBe(
      'Thanks @Bob Brown!',
    );
    expect(plainText('ask @[Bob Brown](6e8d0827-1c5b')).toBe('ask @Bob Brown');
    expect(plainText(`Brown](${BOB}) will do it`)).toBe('Brown will do it');
  });

  it('drops Markdown syntax and keeps the words', () => {
    expect(plainText('## Goals **v2.0**\n\n- [x] ship _it_\n> quoted `code` ~~old~~')).toBe(
      'Goals v2.0 ship it quoted code old',
    );
    expect(plainText('see [the spec](https://example.com/spec) and ![diagram](a.png)')).toBe(
      'see the spec and diagram',
    );
    expect(plainText('1. first\n2. second\n\n---\n```ts\nconst x = 1;\n```')).toBe(
      'first second const x = 1;',
    );
  });

  it('leaves text that only looks like Markdown, and search marks, alone', () => {
    expect(plainText('snake_case_name costs 2 * 3 * 4, C# and #42')).toBe(
      'snake_case_name costs 2 * 3 * 4, C# and #42',
    );
    expect(plainText('**<mark>v2.0</mark>** by @[<mark>Bob</mark> Brown](' + BOB + ')')).toBe(
      '<mark>v2.0</mark> by @<mark>Bob</mark> Brown',
    );
    expect(plainText('  ')).toBe('');
  });
});
