import type { LocalSupabase } from '@teamboard/local-supabase';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  signedInClient,
  type SignedInClient,
} from '../../test/data-fixture';
import { memoryStorage, startBackend, testClient } from '../../test/local-backend';
import { createTeamboardClient } from '../client';
import { enrollTotp } from './enroll-totp';
import { getAssurance } from './get-assurance';
import { getSession } from './get-session';
import { listMyWorkspaces } from '../workspaces/list-my-workspaces';
import { updateWorkspace } from '../workspaces/update-workspace';
import { createWorkspace } from '../workspaces/create-workspace';
import { listSecurityEvents } from './list-security-events';
import { listTwoFactorMethods } from './list-two-factor-methods';
import { onSessionChange, type SessionEvent } from './on-session-change';
import { signInWithPassword } from './sign-in-with-password';
import { unenrollTwoFactorMethod } from './unenroll-two-factor-method';
import { verifyTotp } from './verify-totp';

const PASSWORD = 'teamboard-test-1';

/** What an authenticator app shows for the secret right now. */
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
/** A well-formed code the server accepts for no time step near now. */
const wrongCodeFor = (secret: string) => {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const near = new Set(
    [-2, -1, 0, 1, 2].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })),
  );
  let n = 0;
  while (near.has(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
};

let backend: LocalSupabase;
beforeAll(async () => {
  // The repository's own config.toml turns TOTP on, as the app needs.
  backend = await startBackend();
}, 60_000);
afterAll(async () => {
  await backend?.stop();
});

/** A user with a verified authenticator; their client is left on an aal2 session. */
async function enrolledUser(label: string): Promise<SignedInClient & { factorId: string; secret: string }> {
  const user = await signedInClient(backend, label);
  const enrollment = await enrollTotp(user.client, { issuer: 'Teamboard' });
  await verifyTotp(user.client, { factorId: enrollment.factorId, code: codeFor(enrollment.secret) });
  return { ...user, factorId: enrollment.factorId, secret: enrollment.secret };
}

/** A fresh device of the user, signed in with the password only (aal1). */
async function passwordOnly(email: string) {
  const device = testClient(backend);
  const session = await signInWithPassword(device.client, { email, password: PASSWORD });
  return { ...device, session };
}

describe('enrolling an authenticator app', () => {
  it('returns an SVG QR code and a secret; the factor counts once a first code confirmed it', async () => {
    const user = await signedInClient(backend, 'enroll');
    const enrollment = await enrollTotp(user.client, { issuer: 'Teamboard' });
    const [header, body = ''] = enrollment.qrCodeSvg.split(',', 2);
    expect(header).toBe('data:image/svg+xml;charset=utf-8');
    expect(decodeURIComponent(body)).toMatch(/^<\?xml[^>]*>\s*<svg|^<svg/);
    expect(body).not.toMatch(/[<>#]/);
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(new URL(enrollment.uri).searchParams.get('issuer')).toBe('Teamboard');
    expect(await listTwoFactorMethods(user.client)).toEqual([
      expect.objectContaining({ id: enrollment.factorId, kind: 'totp', status: 'unverified' }),
    ]);
    expect((await getSession(user.client))?.assurance).toEqual({ current: 'aal1', next: 'aal1' });

    const session = await verifyTotp(user.client, {
      factorId: enrollment.factorId,
      code: ` ${codeFor(enrollment.secret).replace(/(\d{3})/, '$1 ')} `,
    });
    expect(session.assurance).toEqual({ current: 'aal2', next: 'aal2' });
    expect(await getAssurance(user.client)).toEqual({ current: 'aal2', next: 'aal2' });
    expect(await listTwoFactorMethods(user.client)).toEqual([
      expect.objectContaining({ id: enrollment.factorId, status: 'verified' }),
    ]);
  });

  it('starts afresh when an earlier enrollment was never confirmed', async () => {
    const user = await signedInClient(backend, 'again');
    const first = await enrollTotp(user.client);
    const second = await enrollTotp(user.client);
    expect(second.factorId).not.toBe(first.factorId);
    expect((await listTwoFactorMethods(user.client)).map((m) => m.id)).toEqual([second.factorId]);
  });

  it('refuses to add a second authenticator from a session that has not entered a code', async () => {
    const user = await enrolledUser('second');
    const device = await passwordOnly(user.email);
    const error = await expectCode(enrollTotp(device.client, { friendlyName: 'spare' }), 'forbidden');
    expect(error.reason).toBe('insufficient_aal');
    // Unnamed twice is a name clash, as on hosted Supabase.
    expect((await expectCode(enrollTotp(user.client), 'conflict')).reason).toBe('mfa_factor_name_conflict');
  });

  it('says the feature is off on a server without TOTP', async () => {
    const off = await startBackend({
      auth: { mfa: { totp: { enrollEnabled: false, verifyEnabled: false } } },
    });
    try {
      const user = await signedInClient(off, 'off');
      const error = await expectCode(enrollTotp(user.client), 'forbidden');
      expect(error.reason).toBe('mfa_totp_enroll_not_enabled');
    } finally {
      await off.stop();
    }
  });
});

describe('signing in with a second factor', () => {
  it('a password-only session must enter the code: aal1 → aal2, announced as a refresh', async () => {
    const user = await enrolledUser('signin');
    const device = await passwordOnly(user.email);
    expect(device.session.assurance).toEqual({ current: 'aal1', next: 'aal2' });
    expect(await getAssurance(device.client)).toEqual({ current: 'aal1', next: 'aal2' });

    const events: SessionEvent[] = [];
    const stop = onSessionChange(device.client, (event) => events.push(event));
    const session = await verifyTotp(device.client, { factorId: user.factorId, code: codeFor(user.secret) });
    stop();
    expect(session.assurance).toEqual({ current: 'aal2', next: 'aal2' });
    expect(events.map((event) => [event.type, event.session?.assurance.current])).toContainEqual([
      'TOKEN_REFRESHED',
      'aal2',
    ]);
  });

  it('refuses a wrong code with a clear message and accepts the right one after', async () => {
    const user = await enrolledUser('wrong');
    const device = await passwordOnly(user.email);
    const error = await expectCode(
      verifyTotp(device.client, { factorId: user.factorId, code: wrongCodeFor(user.secret) }),
      'validation',
    );
    expect(error.reason).toBe('mfa_verification_failed');
    expect(error.issues.map((issue) => issue.path)).toEqual([['code']]);
    expect(error.message).toMatch(/code is not right/);
    expect((await getSession(device.client))?.assurance.current).toBe('aal1');
    await expect(
      verifyTotp(device.client, { factorId: user.factorId, code: codeFor(user.secret) }),
    ).resolves.toMatchObject({ assurance: { current: 'aal2' } });
  });
});

describe('the server asks for the second factor', () => {
  it('refuses every data call of a password-only session until the code is entered', async () => {
    const user = await enrolledUser('enforced');
    await createWorkspace(user.client, { name: 'Enforced', slug: `enforced-${Date.now().toString(36)}` });
    const device = await passwordOnly(user.email);
    expect((await expectCode(listMyWorkspaces(device.client), 'forbidden')).reason).toBe('insufficient_aal');
    expect((await expectCode(listSecurityEvents(device.client), 'forbidden')).reason).toBe(
      'insufficient_aal',
    );
    await verifyTotp(device.client, { factorId: user.factorId, code: codeFor(user.secret) });
    expect((await listMyWorkspaces(device.client)).map((w) => w.name)).toEqual(['Enforced']);
    expect(await listSecurityEvents(device.client)).toEqual([]);
  });

  it('lets an owner require two-factor sign-in of a workspace only after entering their code', async () => {
    const user = await enrolledUser('requirer');
    const workspace = await createWorkspace(user.client, {
      name: 'Strict',
      slug: `strict-${Date.now().toString(36)}`,
    });
    const updated = await updateWorkspace(user.client, { workspaceId: workspace.id, requireTwoFactor: true });
    expect(updated.require_two_factor).toBe(true);

    const plain = await signedInClient(backend, 'plain-owner');
    const own = await createWorkspace(plain.client, {
      name: 'Loose',
      slug: `loose-${Date.now().toString(36)}`,
    });
    const refused = await expectCode(
      updateWorkspace(plain.client, { workspaceId: own.id, requireTwoFactor: true }),
      'forbidden',
    );
    expect(refused.reason).toBe('insufficient_aal');
  });

  it('keeps a backup authenticator: a second one added from a verified session counts too', async () => {
    const user = await enrolledUser('backup');
    const spare = await enrollTotp(user.client, { friendlyName: 'Spare phone' });
    await verifyTotp(user.client, { factorId: spare.factorId, code: codeFor(spare.secret) });
    const methods = await listTwoFactorMethods(user.client);
    expect(methods.filter((m) => m.status === 'verified')).toHaveLength(2);
    // Either one signs in.
    const device = await passwordOnly(user.email);
    await expect(
      verifyTotp(device.client, { factorId: spare.factorId, code: codeFor(spare.secret) }),
    ).resolves.toMatchObject({ assurance: { current: 'aal2' } });
  });
});

describe('removing the authenticator', () => {
  it('needs a code on an aal1 session; with it the factor goes and the session is aal1 with nothing next', async () => {
    const user = await enrolledUser('remove');
    const device = await passwordOnly(user.email);
    const refused = await expectCode(
      unenrollTwoFactorMethod(device.client, { factorId: user.factorId }),
      'forbidden',
    );
    expect(refused.reason).toBe('insufficient_aal');
    expect(
      (
        await expectCode(
          unenrollTwoFactorMethod(device.client, {
            factorId: user.factorId,
            code: wrongCodeFor(user.secret),
          }),
          'validation',
        )
      ).reason,
    ).toBe('mfa_verification_failed');
    expect(await listTwoFactorMethods(device.client)).toHaveLength(1);

    await unenrollTwoFactorMethod(device.client, { factorId: user.factorId, code: codeFor(user.secret) });
    expect(await listTwoFactorMethods(device.client)).toEqual([]);
    expect((await getSession(device.client))?.assurance).toEqual({ current: 'aal1', next: 'aal1' });
    const later = await passwordOnly(user.email);
    expect(later.session.assurance).toEqual({ current: 'aal1', next: 'aal1' });
  });
});

describe('hostile input', () => {
  let user: Awaited<ReturnType<typeof enrolledUser>>;
  beforeAll(async () => {
    user = await enrolledUser('hostile');
  });

  it('refuses a malformed code or factor id before any request', async () => {
    for (const code of [
      '',
      '12345',
      '1234567',
      'abcdef',
      "1' or '1'='1",
      '１２３４５６',
      '9'.repeat(10_000),
    ]) {
      await expectNoRequestValidation(user, () => verifyTotp(user.client, { factorId: user.factorId, code }));
      await expectNoRequestValidation(user, () =>
        unenrollTwoFactorMethod(user.client, { factorId: user.factorId, code }),
      );
    }
    for (const factorId of ['', 'not-a-uuid', '../../admin/users', "' or 1=1 --", `${user.factorId}x`]) {
      await expectNoRequestValidation(user, () => verifyTotp(user.client, { factorId, code: '123456' }));
      await expectNoRequestValidation(user, () => unenrollTwoFactorMethod(user.client, { factorId }));
    }
    await expectNoRequestValidation(user, () => enrollTotp(user.client, { issuer: '   ' }));
    await expectNoRequestValidation(user, () => enrollTotp(user.client, { issuer: 'x'.repeat(101) }));
    await expectNoRequestValidation(user, () => enrollTotp(user.client, { friendlyName: ' ' }));
  });

  it("cannot verify or remove another user's factor, even with that user's valid code", async () => {
    const other = await signedInClient(backend, 'intruder');
    await expectCode(
      verifyTotp(other.client, { factorId: user.factorId, code: codeFor(user.secret) }),
      'not-found',
    );
    await expectCode(unenrollTwoFactorMethod(other.client, { factorId: user.factorId }), 'not-found');
    expect(await listTwoFactorMethods(user.client)).toEqual([
      expect.objectContaining({ id: user.factorId, status: 'verified' }),
    ]);
  });

  /** A client whose stored session carries `accessToken` (expiry in the future, so it is sent as is). */
  const clientWithToken = (accessToken: string) => {
    const storage = memoryStorage();
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    storage.setItem(
      'forged-session',
      JSON.stringify({
        access_token: accessToken,
        refresh_token: 'not-a-refresh-token',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: expiresAt,
        user: { id: user.userId, aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' },
      }),
    );
    return createTeamboardClient({
      url: backend.apiUrl,
      key: backend.anonKey,
      options: {
        auth: { storage, storageKey: 'forged-session', autoRefreshToken: false, detectSessionInUrl: false },
      },
    });
  };
  const claims = () => ({
    sub: user.userId,
    role: 'authenticated',
    aud: 'authenticated',
    aal: 'aal2',
    session_id: crypto.randomUUID(),
  });

  it('refuses a forged token (signed with another key, claiming aal2)', async () => {
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-at-all'));
    const client = clientWithToken(forged);
    await expectCode(enrollTotp(client), 'auth/session-expired');
    await expectCode(unenrollTwoFactorMethod(client, { factorId: user.factorId }), 'auth/session-expired');
    expect(await listTwoFactorMethods(user.client)).toHaveLength(1);
  });

  it('refuses an expired token signed with the real key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(backend.jwtSecret));
    const client = clientWithToken(expired);
    await expectCode(
      verifyTotp(client, { factorId: user.factorId, code: codeFor(user.secret) }),
      'auth/session-expired',
    );
    await expectCode(unenrollTwoFactorMethod(client, { factorId: user.factorId }), 'auth/session-expired');
    expect(await listTwoFactorMethods(user.client)).toHaveLength(1);
  });
});
