import { describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import { databaseVariants, serverVariant } from '../../../test/support/test-database';
import {
  authBackendPerSuite,
  client,
  followLink,
  uniqueEmail,
  verifyLink,
} from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';

/** A permanent, confirmed user signed in on a client of its own. */
async function permanentUser(backend: LocalSupabase, enableConfirmations: boolean) {
  const email = uniqueEmail('perm');
  const sb = client(backend);
  const signUp = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Ada' } } });
  if (signUp.error) throw signUp.error;
  if (enableConfirmations) {
    const mail = await backend.mailbox.waitFor(email, {
      match: (m) => m.subject === 'Confirm your signup',
      timeoutMs: 10_000,
    });
    await followLink(verifyLink(mail.links));
  }
  const signIn = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  return { sb, email, id: signIn.data.user.id, metadata: signIn.data.user.user_metadata };
}

for (const variant of databaseVariants) {
  for (const enableConfirmations of [false, true]) {
    describe(
      `email change of a permanent user, confirmations ${enableConfirmations ? 'on' : 'off'} (${variant.name})`,
      serverVariant(variant.server),
      () => {
        const backend = authBackendPerSuite(variant.server, `ls_email_change_${enableConfirmations}`, {
          auth: { email: { enableConfirmations, maxFrequencySeconds: 0 } },
        });
        const mailTo = (email: string, subject: string) =>
          backend().mailbox.waitFor(email, { match: (m) => m.subject === subject, timeoutMs: 10_000 });

        it('waits for the emailed confirmation (GoTrue takes an address at once only from anonymous users) and leaves user_metadata alone', async () => {
          const { sb, email, id, metadata } = await permanentUser(backend(), enableConfirmations);
          const next = uniqueEmail('moved');
          const pending = await sb.auth.updateUser({ email: next });
          expect(pending.error).toBeNull();
          expect(pending.data.user).toMatchObject({ id, email, new_email: next });
          expect(pending.data.user!.user_metadata).toEqual(metadata);
          expect(
            (await client(backend()).auth.signInWithPassword({ email: next, password: PASSWORD })).error,
          ).toMatchObject({ status: 400, code: 'invalid_credentials' });

          const newMail = await mailTo(next, 'Confirm your new email address');
          const first = await followLink(verifyLink(newMail.links));
          if (enableConfirmations) {
            // Secure email change: the current address confirms too.
            expect(first.fragment.get('access_token')).toBeNull();
            const currentMail = await mailTo(email, 'Confirm your email address change');
            await followLink(verifyLink(currentMail.links));
          }

          const signIn = await client(backend()).auth.signInWithPassword({ email: next, password: PASSWORD });
          expect(signIn.error).toBeNull();
          const user = signIn.data.user!;
          expect(user).toMatchObject({ id, email: next });
          expect(user.new_email).toBeUndefined();
          // GoTrue changes the email identity only, never user_metadata (which keeps what sign-up put there).
          expect(user.user_metadata).toEqual(metadata);
          expect(user.user_metadata).toMatchObject({ name: 'Ada' });
          expect(user.identities).toHaveLength(1);
          expect(user.identities![0]).toMatchObject({
            provider: 'email',
            email: next,
            identity_data: { email: next, email_verified: true },
          });
        });
      },
    );
  }
}
