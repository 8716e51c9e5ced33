import { TEXT_LIMITS } from '@teamboard/sdk';

/**
 * The address a link asks the email field to start with, or '' when there is
 * none or it cannot be an address. Only a starting value: the form validates
 * it like anything typed.
 */
export function prefilledEmail(raw: string | null): string {
  const email = raw?.trim() ?? '';
  return [...email].length > TEXT_LIMITS.email.max || !email.includes('@') ? '' : email;
}
