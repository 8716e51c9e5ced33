/**
 * What `/sign-in` needs once the form is sent: the SDK's calls and schemas, the field checks and
 * the error messages. Imported then (the form itself shows without the SDK, zod and supabase-js).
 */
export {
  signInWithMagicLink,
  signInWithMagicLinkInput,
  signInWithPassword,
  signInWithPasswordInput,
  validate,
} from '@teamboard/sdk';
export { errorMessage } from '@/shared/lib/error-message';
export { checkForm } from '@/shared/lib/form-errors';
export { revealsAccountExistence } from './reveals-account-existence';
