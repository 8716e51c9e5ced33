import type { AppMessageId } from './messages/en';
import type { Translate } from './use-t';

/**
 * The SDK's schemas say what is wrong with a field in English, and its issues carry only the
 * field's path and that sentence (most checks are refinements, so zod's issue code is "custom" and
 * tells nothing). The sentences follow a few fixed shapes ("Title is required.", "Title must be at
 * most 200 characters."), so they are read back into a catalogue message here. The unit test runs
 * every field schema the forms use with bad input, so a reworded SDK message fails it instead of
 * reaching a German screen in English.
 */

/** The subjects the SDK's messages name, as the catalogue's `validation.field` keys. */
const fieldKeys: Readonly<Record<string, string>> = {
  Email: 'email',
  Password: 'password',
  'Display name': 'displayName',
  'Workspace name': 'workspaceName',
  Slug: 'slug',
  'Board name': 'boardName',
  Description: 'description',
  'List name': 'listName',
  Title: 'title',
  'Checklist item': 'checklistItem',
  Comment: 'comment',
  'Label name': 'labelName',
  Name: 'name',
  'File name': 'fileName',
  'WIP limit': 'wipLimit',
  'Due date': 'dueDate',
  Search: 'search',
};

/** Messages with no field in them, one catalogue message each. */
const whole: Readonly<Record<string, AppMessageId>> = {
  'Enter a valid email address.': 'validation.email',
  'Password must contain a letter.': 'validation.password.letter',
  'Password must contain a digit.': 'validation.password.digit',
  'The new password must be different from the current one.': 'validation.password.same',
  'Use lower-case letters, digits and inner hyphens only.': 'validation.slug.pattern',
  'This slug is reserved.': 'validation.slug.reserved',
  'Pick a colour from the palette.': 'validation.labelColor',
  'Due date must be an ISO 8601 date-time.': 'validation.dueAt',
  'Enter the code from the email.': 'validation.code.required',
  'The code is the 6 digits from the email.': 'validation.code.format',
};

/** Messages about a named field: the shape, and the catalogue message it becomes. */
const shapes: readonly (readonly [RegExp, AppMessageId, 'min' | 'max' | undefined])[] = [
  [/^Password must be at most (\d+) bytes long\.$/, 'validation.password.tooLong', 'max'],
  [/^(.+) is required\.$/, 'validation.required', undefined],
  [/^(.+) must be text\.$/, 'validation.notText', undefined],
  [/^(.+) must be at least (\d+) characters\.$/, 'validation.tooShort', 'min'],
  [/^(.+) must be at most (\d+) characters\.$/, 'validation.tooLong', 'max'],
  [/^(.+) must be a number\.$/, 'validation.notNumber', undefined],
  [/^(.+) must be a whole number\.$/, 'validation.notWholeNumber', undefined],
  [/^(.+) must be at least (\d+)\.$/, 'validation.atLeast', 'min'],
  [/^(.+) must be at most (\d+)\.$/, 'validation.atMost', 'max'],
];

/**
 * One SDK validation message in the active language, or `undefined` when it has no catalogue
 * message (the caller then shows a general one, never the English sentence).
 */
export function translateIssue(t: Translate, message: string): string | undefined {
  const id = whole[message];
  if (id !== undefined) return t(id);
  // The auth server's weak-password reasons, joined into one sentence: a breached password is
  // worth saying as such; the other reasons are what the general weak-password message says.
  if (/^This password .*has appeared in a data breach/.test(message)) return t('validation.password.pwned');
  for (const [shape, messageId, bound] of shapes) {
    const match = shape.exec(message);
    if (match === null) continue;
    // The password shape has no subject group: its one group is the number.
    const subject = match.length > 2 || bound === undefined ? match[1] : undefined;
    const limit = bound === undefined ? undefined : Number(match[match.length - 1]);
    const field = t('validation.field', { field: fieldKeys[subject ?? ''] ?? 'other' });
    return t(messageId, bound === undefined ? { field } : { field, [bound]: limit });
  }
  return undefined;
}
