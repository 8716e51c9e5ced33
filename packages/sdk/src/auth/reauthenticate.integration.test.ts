import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  signedInClient,
  type SignedInClient,
} from '../../test/data-fixture';
import { startBackend } from '../../test/local-backend';
import { reauthenticate } from './reauthenticate';
import { signInWithPassword } from './sign-in-with-password';
import { updatePassword } from './update-password';

let backend: LocalSupabase;
let user: SignedInClient;

beforeAll(async () => {
  backend = await startBackend({ auth: { email: { securePasswordChange: true, maxFrequencySeconds: 0 } } });
  user = await signedInClient(backend, 'reauth');
  // The session was signed in more than a day ago: the server asks for the code.
  await backend.db.query(
    `update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`,
    [user.userId],
  );
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('reauthenticate and updatePassword with a nonce', () => {
  it('needs the emailed code; a wrong one is a validation error; the right one changes the password', async () => {
    const missing = await expectCode(
      updatePassword(user.client, { password: 'brand-new-pass-1' }),
      'validation',
    );
    expect(missing.reason).toBe('reauthentication_needed');

    await reauthenticate(user.client);
    const mail = await backend.mailbox.waitFor(user.email, {
      match: (m) => m.subject === 'Confirm reauthentication',
      timeoutMs: 2000,
    });
    const code = /(\d{6})/.exec(mail.text)?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await expectCode(
      updatePassword(user.client, { password: 'brand-new-pass-1', nonce: wrong }),
      'validation',
    );
    expect(refused.reason).toBe('reauthentication_not_valid');

    await updatePassword(user.client, { password: 'brand-new-pass-1', nonce: ` ${code} ` });
    const again = await signedInClient(backend, 'other');
    await signInWithPassword(again.client, { email: user.email, password: 'brand-new-pass-1' });
  });

  it('refuses a malformed or hostile code before any request', async () => {
    for (const nonce of ['', '12', 'abcdef', "1' or '1'='1", '1'.repeat(11)]) {
      await expectNoRequestValidation(user, () =>
        updatePassword(user.client, { password: 'brand-new-pass-2', nonce }),
      );
    }
  });
});
