import bcrypt from 'bcryptjs';
import type { ProjectConfig } from '../../project/project-config';
import { AuthError, validationFailed } from './errors';
import { backendEnv } from '../../env.js';

// GoTrue's own pattern: a plain local part, no quoted strings, comments or spaces.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Lower-cases and checks an address the way GoTrue does before touching the database. */
export function normalizeEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > 255) throw validationFailed('Unable to validate email address: address too long');
  if (!EMAIL.test(trimmed)) throw validationFailed('Unable to validate email address: invalid format');
  return trimmed.toLowerCase();
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

const REQUIRED_SETS: Record<ProjectConfig['auth']['passwordRequirements'], string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** The reasons a password fails the project's policy, in GoTrue's terms; empty when it passes. */
export function passwordWeakness(
  password: string,
  auth: ProjectConfig['auth'],
): { message: string; reasons: string[] } | undefined {
  const messages: string[] = [];
  const reasons: string[] = [];
  if ([...password].length < auth.minimumPasswordLength) {
    messages.push(`Password should be at least ${auth.minimumPasswordLength} characters.`);
    reasons.push('length');
  }
  const sets = REQUIRED_SETS[auth.passwordRequirements];
  if (sets.some((set) => ![...password].some((ch) => set.includes(ch)))) {
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
    reasons.push('characters');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}

/** Refuses a password that breaks the policy with GoTrue's 422 `weak_password`. */
export function checkPassword(password: string, auth: ProjectConfig['auth']): void {
  // bcrypt silently ignores bytes past 72, so a longer password would not mean what the user typed.
  if (Buffer.byteLength(password) > 72) {
    throw validationFailed('Password cannot be longer than 72 characters');
  }
  const weakness = passwordWeakness(password, auth);
  if (weakness) {
    throw new AuthError(422, 'weak_password', weakness.message, { weak_password: weakness });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, backendEnv.bcryptCost());
}

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
