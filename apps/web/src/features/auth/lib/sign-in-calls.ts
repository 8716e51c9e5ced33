/**
 * The SDK calls and schemas of `/sign-in`, imported when the form is sent: the form itself shows
 * without the SDK, zod and supabase-js (PRODUCT.md's first-load budget for `/sign-in`).
 */
export {
  signInWithMagicLink,
  signInWithMagicLinkInput,
  signInWithPassword,
  signInWithPasswordInput,
  validate,
} from '@teamboard/sdk';
