import { describe, expect, it } from 'vitest';
import { LABEL_COLORS, RESERVED_SLUGS } from '../constants';
import {
  boardDescriptionSchema,
  boardNameSchema,
  cardDescriptionSchema,
  cardTitleSchema,
  checklistItemBodySchema,
  commentBodySchema,
  currentPasswordSchema,
  displayNameSchema,
  dueAtSchema,
  emailSchema,
  idSchema,
  labelColorSchema,
  labelNameSchema,
  listNameSchema,
  passwordSchema,
  wipLimitSchema,
  workspaceNameSchema,
  workspaceSlugSchema,
} from './fields';

const messages = (result: { error?: { issues: readonly { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com'])('rejects %j', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(false);
  });

  it('accepts 254 characters and rejects 255', () => {
    const local = 'a'.repeat(64);
    const domain = (n: number) => `${'b'.repeat(n)}.example.com`;
    const at254 = `${local}@${domain(254 - 65 - 12)}`;
    expect(at254).toHaveLength(254);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    // Valid format aside, the length rule alone must decide at the boundary.
    expect(messages(emailSchema.safeParse(`${at254}x`))).toEqual(['Email must be at most 254 characters.']);
  });

  it('says empty is required rather than invalid', () => {
    expect(messages(emailSchema.safeParse('  '))).toEqual(['Email is required.']);
  });
});

describe('passwordSchema', () => {
  it('accepts 8 bytes with a letter and a digit', () => {
    expect(passwordSchema.parse('abcdefg1')).toBe('abcdefg1');
  });

  it('rejects 7 bytes', () => {
    expect(messages(passwordSchema.safeParse('abcdef1'))).toEqual([
      'Password must be at least 8 characters.',
    ]);
  });

  it('counts bytes, not characters, against the 72 limit', () => {
    const ascii72 = `a1${'x'.repeat(70)}`;
    expect(passwordSchema.safeParse(ascii72).success).toBe(true);
    // 36 two-byte letters + a digit = 73 bytes in 37 characters.
    expect(messages(passwordSchema.safeParse(`${'é'.repeat(36)}1`))).toEqual([
      'Password must be at most 72 bytes long.',
    ]);
  });

  it('needs a letter and a digit', () => {
    expect(messages(passwordSchema.safeParse('12345678'))).toEqual(['Password must contain a letter.']);
    expect(messages(passwordSchema.safeParse('abcdefgh'))).toEqual(['Password must contain a digit.']);
  });

  it('counts non-Latin letters as letters', () => {
    expect(passwordSchema.safeParse('пароль123').success).toBe(true);
  });

  it('does not trim', () => {
    expect(passwordSchema.parse(' abcdefg1 ')).toBe(' abcdefg1 ');
  });
});

describe('currentPasswordSchema', () => {
  it('only needs something', () => {
    expect(currentPasswordSchema.safeParse('x').success).toBe(true);
    expect(messages(currentPasswordSchema.safeParse(''))).toEqual(['Password is required.']);
  });
});

describe.each([
  ['display name', displayNameSchema, 50],
  ['workspace name', workspaceNameSchema, 80],
  ['board name', boardNameSchema, 80],
  ['list name', listNameSchema, 60],
  ['card title', cardTitleSchema, 200],
  ['checklist item', checklistItemBodySchema, 300],
  ['comment', commentBodySchema, 5_000],
  ['label name', labelNameSchema, 30],
] as const)('%s', (_, schema, max) => {
  it(`accepts 1 and ${String(max)} characters`, () => {
    expect(schema.safeParse('a').success).toBe(true);
    expect(schema.safeParse('a'.repeat(max)).success).toBe(true);
  });

  it('rejects empty after trimming and one over the limit', () => {
    expect(schema.safeParse(' \n\t ').success).toBe(false);
    expect(schema.safeParse('a'.repeat(max + 1)).success).toBe(false);
  });
});

describe.each([
  ['board description', boardDescriptionSchema, 2_000],
  ['card description', cardDescriptionSchema, 20_000],
] as const)('%s', (_, schema, max) => {
  it('may be empty', () => {
    expect(schema.parse('   ')).toBe('');
  });

  it(`stops at ${String(max)} characters`, () => {
    expect(schema.safeParse('a'.repeat(max)).success).toBe(true);
    expect(schema.safeParse('a'.repeat(max + 1)).success).toBe(false);
  });
});

describe('workspaceSlugSchema', () => {
  it.each(['abc', 'acme-corp', 'a1b', '0-0', 'a'.repeat(40)])('accepts %j', (slug) => {
    expect(workspaceSlugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(['ab', 'a'.repeat(41), '-abc', 'abc-', 'Acme', 'ac me', 'acme_corp', 'café'])(
    'rejects %j',
    (slug) => {
      expect(workspaceSlugSchema.safeParse(slug).success).toBe(false);
    },
  );

  it.each(RESERVED_SLUGS.filter((slug) => slug.length >= 3))('rejects the reserved %j', (slug) => {
    expect(messages(workspaceSlugSchema.safeParse(slug))).toEqual(['This slug is reserved.']);
  });

  it('trims', () => {
    expect(workspaceSlugSchema.parse(' acme ')).toBe('acme');
  });
});

describe('wipLimitSchema', () => {
  it.each([1, 999, null])('accepts %j', (value) => {
    expect(wipLimitSchema.safeParse(value).success).toBe(true);
  });

  it.each([0, 1000, 2.5, -1, '5'])('rejects %j', (value) => {
    expect(wipLimitSchema.safeParse(value).success).toBe(false);
  });
});

describe('labelColorSchema', () => {
  it('accepts the palette only', () => {
    for (const color of LABEL_COLORS) expect(labelColorSchema.safeParse(color).success).toBe(true);
    expect(messages(labelColorSchema.safeParse('magenta'))).toEqual(['Pick a colour from the palette.']);
  });
});

describe('dueAtSchema', () => {
  it.each(['2026-03-01T09:00:00Z', '2026-03-01T09:00:00.123Z', '2026-03-01T09:00:00+02:00'])(
    'accepts %j',
    (value) => {
      expect(dueAtSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each(['2026-03-01', '2026-03-01T09:00:00', 'tomorrow', '2026-13-01T09:00:00Z'])(
    'rejects %j',
    (value) => {
      expect(dueAtSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('idSchema', () => {
  it('accepts any Postgres uuid and nothing else', () => {
    expect(idSchema.safeParse('00000000-0000-0000-0000-000000000001').success).toBe(true);
    expect(idSchema.safeParse(crypto.randomUUID()).success).toBe(true);
    expect(idSchema.safeParse('not-an-id').success).toBe(false);
  });
});
