import type { LocalSupabase } from '@teamboard/local-supabase';
import { createTestDatabase, serverVariant, SoftwareAuthenticator } from '@teamboard/local-supabase/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectCode, expectNoRequestValidation, signedInClient } from '../../test/data-fixture';
import { APP_URL, startBackend, testClient } from '../../test/local-backend';
import { listMyWorkspaces } from '../workspaces/list-my-workspaces';
import { addSecurityKey } from './add-security-key';
import { getSession } from './get-session';
import { listTwoFactorMethods } from './list-two-factor-methods';
import { removeSecurityKey } from './remove-security-key';
import { signInWithPassword } from './sign-in-with-password';
import { verifySecurityKey } from './verify-security-key';

const PASSWORD = 'teamboard-test-1';

/**
 * Node has no WebAuthn: the page these calls run on is the app's origin, and its
 * `navigator.credentials` is a software security key (or a browser that refuses, for the
 * cancelled case). Everything past the browser is the real Auth API of the local backend.
 */
function onPageWith(credentials: Pick<CredentialsContainer, 'create' | 'get'>) {
  vi.stubGlobal('location', new URL(APP_URL));
  vi.stubGlobal('navigator', { credentials });
}

function holding(key: SoftwareAuthenticator) {
  onPageWith({
    create: (options) => Promise.resolve(key.create(options?.publicKey as never) as never),
    get: (options) => Promise.resolve(key.get(options?.publicKey as never) as never),
  });
}

const cancelled = () =>
  Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const variants = [
  { name: 'PGlite', server: false },
  { name: 'PostgreSQL', server: true },
] as const;

for (const variant of variants) {
  describe(`security keys as second factor on ${variant.name}`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let dropDatabase = async () => {};
    beforeAll(async () => {
      let dbUrl: string | undefined;
      if (variant.server) {
        const database = await createTestDatabase('sdk_security_keys');
        dropDatabase = () => database.drop();
        dbUrl = database.url;
      }
      // The repository's own config.toml turns WebAuthn on, as the app needs.
      backend = await startBackend({}, dbUrl);
    }, 60_000);
    afterAll(async () => {
      await backend?.stop();
      await dropDatabase();
    });

    /** A user who added `key` as "Blue key"; their client is left on an aal2 session. */
    async function withKey(label: string, key = new SoftwareAuthenticator(APP_URL)) {
      const user = await signedInClient(backend, label);
      holding(key);
      const session = await addSecurityKey(user.client, { friendlyName: ' Blue key ' });
      const [method] = await listTwoFactorMethods(user.client);
      if (method === undefined) throw new Error('no factor after adding a key');
      return { ...user, key, session, factorId: method.id };
    }

    /** A fresh device of the user, signed in with the password only (aal1). */
    async function passwordOnly(email: string) {
      const device = testClient(backend);
      const session = await signInWithPassword(device.client, { email, password: PASSWORD });
      return { ...device, session };
    }

    it('adds a key: listed as a verified webauthn method under its name, the session raised to aal2', async () => {
      const user = await withKey('add');
      expect(user.session.assurance).toEqual({ current: 'aal2', next: 'aal2' });
      expect(await listTwoFactorMethods(user.client)).toEqual([
        expect.objectContaining({
          id: user.factorId,
          kind: 'webauthn',
          status: 'verified',
          friendlyName: 'Blue key',
        }),
      ]);
    });

    it('asks a password-only session for the key; only the registered key opens it', async () => {
      const user = await withKey('sign-in');
      const device = await passwordOnly(user.email);
      expect(device.session.assurance).toEqual({ current: 'aal1', next: 'aal2' });
      expect((await expectCode(listMyWorkspaces(device.client), 'forbidden')).reason).toBe(
        'insufficient_aal',
      );

      holding(new SoftwareAuthenticator(APP_URL));
      const stranger = await expectCode(
        verifySecurityKey(device.client, { factorId: user.factorId }),
        'validation',
      );
      expect(stranger.reason).toBe('webauthn_refused');
      expect((await getSession(device.client))?.assurance.current).toBe('aal1');

      onPageWith({ create: cancelled, get: cancelled });
      const gaveUp = await expectCode(
        verifySecurityKey(device.client, { factorId: user.factorId }),
        'validation',
      );
      expect([gaveUp.reason, gaveUp.retryable]).toEqual(['webauthn_not_allowed', true]);

      holding(user.key);
      const session = await verifySecurityKey(device.client, { factorId: user.factorId });
      expect(session.assurance).toEqual({ current: 'aal2', next: 'aal2' });
      expect(await listMyWorkspaces(device.client)).toEqual([]);
    });

    it('leaves nothing behind when the user cancels adding a key, so the same name works next time', async () => {
      const user = await signedInClient(backend, 'cancel');
      onPageWith({ create: cancelled, get: cancelled });
      const error = await expectCode(addSecurityKey(user.client, { friendlyName: 'Red key' }), 'validation');
      expect(error.reason).toBe('webauthn_not_allowed');
      expect(await listTwoFactorMethods(user.client)).toEqual([]);

      holding(new SoftwareAuthenticator(APP_URL));
      await addSecurityKey(user.client, { friendlyName: 'Red key' });
      expect((await listTwoFactorMethods(user.client)).map((m) => [m.friendlyName, m.status])).toEqual([
        ['Red key', 'verified'],
      ]);
    });

    it('refuses a second key of the same name, and the same key twice (the browser says it holds one)', async () => {
      const user = await withKey('twice');
      holding(new SoftwareAuthenticator(APP_URL));
      const clash = await expectCode(addSecurityKey(user.client, { friendlyName: 'Blue key' }), 'conflict');
      expect(clash.reason).toBe('mfa_factor_name_conflict');
      onPageWith({
        create: () =>
          Promise.reject(
            new DOMException('The authenticator was previously registered.', 'InvalidStateError'),
          ),
        get: cancelled,
      });
      const again = await expectCode(
        addSecurityKey(user.client, { friendlyName: 'Blue key again' }),
        'conflict',
      );
      expect(again.reason).toBe('webauthn_already_registered');
      expect((await listTwoFactorMethods(user.client)).map((m) => m.friendlyName)).toEqual(['Blue key']);
    });

    it('removes a key once it answered again; the session falls back to aal1 and the password alone signs in', async () => {
      const user = await withKey('remove');
      onPageWith({ create: cancelled, get: cancelled });
      await expectCode(removeSecurityKey(user.client, { factorId: user.factorId }), 'validation');
      expect(await listTwoFactorMethods(user.client)).toHaveLength(1);

      holding(user.key);
      await removeSecurityKey(user.client, { factorId: user.factorId });
      expect(await listTwoFactorMethods(user.client)).toEqual([]);
      expect((await getSession(user.client))?.assurance).toEqual({ current: 'aal1', next: 'aal1' });
      expect((await passwordOnly(user.email)).session.assurance).toEqual({ current: 'aal1', next: 'aal1' });
    });

    it('refuses bad input and a page without WebAuthn before any request', async () => {
      const user = await signedInClient(backend, 'refusals');
      holding(new SoftwareAuthenticator(APP_URL));
      const blank = await expectNoRequestValidation(user, () =>
        addSecurityKey(user.client, { friendlyName: '   ' }),
      );
      expect(blank.issues.map((issue) => issue.path)).toEqual([['friendlyName']]);
      await expectNoRequestValidation(user, () =>
        verifySecurityKey(user.client, { factorId: 'not-a-factor' }),
      );
      await expectNoRequestValidation(user, () =>
        removeSecurityKey(user.client, { factorId: "x'; drop table auth.users; --" }),
      );

      vi.unstubAllGlobals();
      const before = user.requests.length;
      const unsupported = await expectCode(
        addSecurityKey(user.client, { friendlyName: 'Green key' }),
        'forbidden',
      );
      expect(unsupported.reason).toBe('webauthn_unsupported');
      expect(user.requests.slice(before)).toEqual([]);
    });
  });
}
