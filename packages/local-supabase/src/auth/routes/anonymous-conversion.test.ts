import type { SupabaseClient } from '@supabase/supabase-js';
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

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** An anonymous user signed in on a client of its own. */
async function anonymous(backend: LocalSupabase): Promise<{ sb: SupabaseClient; id: string }> {
  const sb = client(backend);
  const { data, error } = await sb.auth.signInAnonymously();
  if (error) throw error;
  // Kept in memory: setSession re-reads it on the next calls (persistSession is off in `client`).
  await sb.auth.setSession({
    access_token: data.session!.access_token,
    refresh_token: data.session!.refresh_token,
  });
  return { sb, id: data.user!.id };
}

/** GoTrue's email identity for a converted anonymous user: created at confirmation, verified. */
const emailIdentity = (id: string, email: string): unknown =>
  expect.objectContaining({
    provider: 'email',
    id,
    user_id: id,
    email,
    identity_data: { sub: id, email, email_verified: true, phone_verified: false },
  });

/** Anonymous sign-ins on, with or without email confirmations. */
const anonymousProject = (enableConfirmations: boolean) => ({
  auth: { enableAnonymousSignIns: true, email: { enableConfirmations, maxFrequencySeconds: 0 } },
});

for (const variant of databaseVariants) {
  describe(
    `anonymous → permanent user, email confirmed by link (${variant.name})`,
    serverVariant(variant.server),
    () => {
      const backend = authBackendPerSuite(variant.server, 'ls_anon_link', anonymousProject(true));
      const mailTo = (email: string, subject: string) =>
        backend().mailbox.waitFor(email, { match: (m) => m.subject === subject, timeoutMs: 10_000 });
      it('adding an email stays anonymous until the address is confirmed, then becomes permanent', async () => {
        const { sb, id } = await anonymous(backend());
        const email = uniqueEmail('convert');
        const pending = await sb.auth.updateUser({ email });
        expect(pending.error).toBeNull();
        expect(pending.data.user).toMatchObject({
          id,
          is_anonymous: true,
          email: '',
          new_email: email,
          identities: [],
        });

        // Only the new address is asked: the user has no current one.
        const mail = await mailTo(email, 'Confirm your new email address');
        const confirmed = await followLink(verifyLink(mail.links));
        const accessToken = confirmed.fragment.get('access_token')!;
        expect(claimsOf(accessToken)).toMatchObject({ sub: id, is_anonymous: false, email });

        const { data, error } = await client(backend()).auth.getUser(accessToken);
        expect(error).toBeNull();
        expect(data.user).toMatchObject({ id, email, is_anonymous: false });
        expect(data.user!.email_confirmed_at).toBeTruthy();
        expect(data.user!.new_email).toBeUndefined();
        expect(data.user!.identities).toEqual([emailIdentity(id, email)]);

        // The earlier session refreshes into a permanent one, which may now set a password and sign in with it.
        const refreshed = await sb.auth.refreshSession();
        expect(refreshed.error).toBeNull();
        expect(claimsOf(refreshed.data.session!.access_token).is_anonymous).toBe(false);
        await sb.auth.setSession(refreshed.data.session!);
        expect((await sb.auth.updateUser({ password: PASSWORD })).error).toBeNull();
        const signIn = await client(backend()).auth.signInWithPassword({ email, password: PASSWORD });
        expect(signIn.error).toBeNull();
        expect(signIn.data.user!.id).toBe(id);
      });
    },
  );

  describe(
    `anonymous → permanent user without email confirmations (${variant.name})`,
    serverVariant(variant.server),
    () => {
      const backend = authBackendPerSuite(variant.server, 'ls_anon_instant', anonymousProject(false));
      it('without email confirmations the address is taken at once, as a sign-up would', async () => {
        const { sb, id } = await anonymous(backend());
        const email = uniqueEmail('instant');
        const { data, error } = await sb.auth.updateUser({ email, password: PASSWORD });
        expect(error).toBeNull();
        expect(data.user).toMatchObject({ id, email, is_anonymous: false });
        expect(data.user!.identities).toEqual([emailIdentity(id, email)]);
        expect(data.user!.email_confirmed_at).toBeTruthy();
        const signIn = await client(backend()).auth.signInWithPassword({ email, password: PASSWORD });
        expect(signIn.error).toBeNull();
        expect(signIn.data.user?.id).toBe(id);
      });

      it("refuses another account's address and leaves the user anonymous", async () => {
        const owner = uniqueEmail('owner');
        expect((await client(backend()).auth.signUp({ email: owner, password: PASSWORD })).error).toBeNull();
        const { sb, id } = await anonymous(backend());
        const taken = await sb.auth.updateUser({ email: owner.toUpperCase() });
        expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
        const { rows } = await backend().db.query<{ is_anonymous: boolean; email: string | null }>(
          'select is_anonymous, email from auth.users where id = $1',
          [id],
        );
        expect(rows[0]).toEqual({ is_anonymous: true, email: null });
        const { rows: identities } = await backend().db.query(
          'select 1 from auth.identities where user_id = $1',
          [id],
        );
        expect(identities).toEqual([]);
      });

      it("refuses a malformed or hostile address with GoTrue's 400 and leaves the user anonymous", async () => {
        const { sb, id } = await anonymous(backend());
        for (const email of [
          "x');drop table auth.users;--@example.com",
          'no-at-sign',
          `${'a'.repeat(250)}@example.com`,
        ]) {
          const result = await sb.auth.updateUser({ email });
          expect(result.error).toMatchObject({ status: 400, code: 'validation_failed' });
          expect(result.error!.message).toMatch(/^Unable to validate email address: /);
        }
        const { rows } = await backend().db.query<{ is_anonymous: boolean; email: string | null }>(
          'select is_anonymous, email from auth.users where id = $1',
          [id],
        );
        expect(rows[0]).toEqual({ is_anonymous: true, email: null });
      });
    },
  );
}
