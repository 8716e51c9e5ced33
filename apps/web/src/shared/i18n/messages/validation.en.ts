/**
 * Form field errors (the SDK's validation issues, see `../validation-messages.ts`) and what an
 * email link's failure says (English source).
 */
export const validationMessages = {
  'validation.invalid': 'This value is not valid.',
  'validation.required': '{field} is required.',
  'validation.notText': '{field} must be text.',
  'validation.tooShort': '{field} must be at least {min} characters.',
  'validation.tooLong': '{field} must be at most {max} characters.',
  'validation.notNumber': '{field} must be a number.',
  'validation.notWholeNumber': '{field} must be a whole number.',
  'validation.atLeast': '{field} must be at least {min}.',
  'validation.atMost': '{field} must be at most {max}.',
  'validation.email': 'Enter a valid email address.',
  'validation.password.tooLong': 'Password must be at most {max} bytes long.',
  'validation.password.letter': 'Password must contain a letter.',
  'validation.password.digit': 'Password must contain a digit.',
  'validation.password.pwned': 'This password has appeared in a data breach. Choose another one.',
  'validation.password.same': 'The new password must be different from the current one.',
  'validation.slug.pattern': 'Use lower-case letters, digits and inner hyphens only.',
  'validation.slug.reserved': 'This slug is reserved.',
  'validation.labelColor': 'Pick a colour from the palette.',
  'validation.dueAt': 'Due date must be an ISO 8601 date-time.',
  'validation.code.required': 'Enter the code from the email.',
  'validation.code.format': 'The code is the 6 digits from the email.',
  'validation.field':
    '{field, select, email {Email} password {Password} displayName {Display name} workspaceName {Workspace name} slug {Slug} boardName {Board name} description {Description} listName {List name} title {Title} checklistItem {Checklist item} comment {Comment} labelName {Label name} name {Name} fileName {File name} wipLimit {WIP limit} dueDate {Due date} search {Search} other {This field}}',
  'auth.callback.expired': 'This link is invalid or has expired. Request a new one.',
  'auth.callback.refused': 'This link was refused. Request a new one.',
  'auth.callback.unusable': 'This link could not be used. Request a new one, or sign in.',
} satisfies Record<`validation.${string}` | `auth.callback.${string}`, string>;
