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
  isTeamboardError,
  labelColorSchema,
  labelNameSchema,
  listNameSchema,
  passwordSchema,
  reauthenticationCodeSchema,
  securityKeyNameSchema,
  signUpInput,
  TEXT_LIMITS,
  TeamboardError,
  validate,
  wipLimitSchema,
  workspaceNameSchema,
  workspaceSlugSchema,
} from '@teamboard/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocaleForTests } from '@/shared/i18n/test-locale';
import { checkForm, issueMessage } from './form-errors';

await activateLocaleForTests('en');
afterAll(() => activateLocaleForTests('en'));

/** The SDK's message for `input` against `schema`, and what a form shows for it. */
function shown(schema: Parameters<typeof validate>[0], input: unknown): { sdk: string; form: string } {
  try {
    validate(schema, input as never);
  } catch (error) {
    if (!isTeamboardError(error)) throw error;
    const sdk = error.issues[0]?.message ?? '';
    return { sdk, form: issueMessage(error, sdk) };
  }
  throw new Error('the schema accepted the input');
}

const long = (n: number) => 'x'.repeat(n + 1);

/** Bad input for every field schema a form checks, one per kind of message the schema gives. */
const cases: readonly (readonly [string, Parameters<typeof validate>[0], unknown])[] = [
  ['empty email', emailSchema, ' '],
  ['malformed email', emailSchema, 'ada'],
  ['long email', emailSchema, `${long(TEXT_LIMITS.email.max)}@x.io`],
  ['short password', passwordSchema, 'abc1'],
  ['long password', passwordSchema, `${'a1'.repeat(40)}`],
  ['password without a letter', passwordSchema, '12345678'],
  ['password without a digit', passwordSchema, 'abcdefgh'],
  ['no current password', currentPasswordSchema, ''],
  ['empty display name', displayNameSchema, ' '],
  ['long display name', displayNameSchema, long(TEXT_LIMITS.displayName.max)],
  ['empty workspace name', workspaceNameSchema, ''],
  ['long workspace name', workspaceNameSchema, long(TEXT_LIMITS.workspaceName.max)],
  ['malformed slug', workspaceSlugSchema, 'Not A Slug'],
  ['reserved slug', workspaceSlugSchema, 'settings'],
  ['empty board name', boardNameSchema, ''],
  ['long board description', boardDescriptionSchema, long(TEXT_LIMITS.boardDescription.max)],
  ['empty list name', listNameSchema, ''],
  ['empty card title', cardTitleSchema, ''],
  ['long card description', cardDescriptionSchema, long(TEXT_LIMITS.cardDescription.max)],
  ['empty checklist item', checklistItemBodySchema, ''],
  ['empty comment', commentBodySchema, ''],
  ['empty label name', labelNameSchema, ''],
  ['unknown colour', labelColorSchema, 'plaid'],
  ['fractional WIP limit', wipLimitSchema, 1.5],
  ['zero WIP limit', wipLimitSchema, 0],
  ['huge WIP limit', wipLimitSchema, 1_000_000],
  ['WIP limit as text', wipLimitSchema, 'three'],
  ['due date without a zone', dueAtSchema, '2026-03-12T10:00'],
  ['no code', reauthenticationCodeSchema, ''],
  ['malformed code', reauthenticationCodeSchema, 'abc'],
  ['empty security key name', securityKeyNameSchema, '  '],
  ['long security key name', securityKeyNameSchema, long(101)],
];

describe('checkForm', () => {
  it('returns the cleaned values when the SDK schema accepts them', () => {
    const check = checkForm(() =>
      validate(signUpInput, { email: ' A@Example.com ', password: 'secret-pass-1', displayName: ' Ada ' }),
    );
    expect(check).toEqual({
      ok: true,
      data: { email: 'a@example.com', password: 'secret-pass-1', displayName: 'Ada' },
    });
  });

  it('keeps the first message of each invalid field', () => {
    const check = checkForm<unknown, 'email' | 'password' | 'displayName'>(() =>
      validate(signUpInput, { email: 'ada', password: 'short', displayName: 'Ada' }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });

  it('lets errors other than validation through', () => {
    expect(() =>
      checkForm(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
  });
});

describe('field errors in the active language', () => {
  it.each(cases)('%s reads in English as the SDK wrote it', async (_, schema, input) => {
    await activateLocaleForTests('en');
    const { sdk, form } = shown(schema, input);
    expect(form).toBe(sdk);
  });

  it.each(cases)('%s has its own German message', async (_, schema, input) => {
    await activateLocaleForTests('de');
    const { sdk, form } = shown(schema, input);
    expect(form).not.toBe(sdk);
    expect(form).not.toBe('Dieser Wert ist ungültig.');
    expect(form).not.toMatch(/This field|Dieses Feld/);
  });

  it('writes German field errors with the field’s German name and its limit', async () => {
    await activateLocaleForTests('de');
    const check = checkForm<unknown, 'email' | 'password' | 'displayName'>(() =>
      validate(signUpInput, { email: 'ada', password: 'short', displayName: ' ' }),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      email: 'Gib eine gültige E-Mail-Adresse ein.',
      password: 'Passwort muss mindestens 8 Zeichen lang sein.',
      displayName: 'Anzeigename ist ein Pflichtfeld.',
    });
    expect(shown(displayNameSchema, long(TEXT_LIMITS.displayName.max)).form).toBe(
      `Anzeigename darf höchstens ${String(TEXT_LIMITS.displayName.max)} Zeichen lang sein.`,
    );
  });

  it('never shows a sentence it does not know, nor the backend’s words', async () => {
    await activateLocaleForTests('de');
    const unknownIssue = new TeamboardError({
      code: 'validation',
      issues: [{ path: ['name'], message: 'Something the SDK will say one day.' }],
    });
    expect(issueMessage(unknownIssue, 'Something the SDK will say one day.')).toBe(
      'Dieser Wert ist ungültig.',
    );
    const weak = new TeamboardError({
      code: 'auth/weak-password',
      issues: [{ path: ['password'], message: 'Password is known to be weak and easy to guess.' }],
    });
    expect(issueMessage(weak, 'Password is known to be weak and easy to guess.')).toBe(
      'Wähl ein stärkeres Passwort: mindestens 8 Zeichen mit einem Buchstaben und einer Ziffer.',
    );
    const breached = 'This password is too short and has appeared in a data breach.';
    expect(issueMessage(weak, breached)).toBe(
      'Dieses Passwort ist in einem Datenleck aufgetaucht. Wähl ein anderes.',
    );
  });
});
