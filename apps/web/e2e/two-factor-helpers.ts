import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { storedSessionOf, web } from './workspace-helpers';

/** What an authenticator app holding `secret` shows now. */
export const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** Turns two-factor sign-in on in /account, leaving the session verified (aal2); returns the key. */
export async function enrollThroughAccount(page: Page): Promise<string> {
  await page.goto(web('/account'));
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').trim();
  await section.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByText(/^Two-factor sign-in is on since /).waitFor();
  return secret;
}

/** The `aal` claim of the session the app stored (read as supabase-js stores it). */
export async function storedAal(page: Page): Promise<unknown> {
  const { access_token } = await storedSessionOf(page);
  const payload = access_token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aal?: unknown }).aal;
}
