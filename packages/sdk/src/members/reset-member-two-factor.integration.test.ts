import type { LocalSupabase } from '@teamboard/local-supabase';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { testClient } from '../../test/local-backend';
import { enrollTotp } from '../auth/enroll-totp';
import { getAssurance } from '../auth/get-assurance';
import { listTwoFactorMethods } from '../auth/list-two-factor-methods';
import { signInWithPassword } from '../auth/sign-in-with-password';
import { verifyTotp } from '../auth/verify-totp';
import { resetMemberTwoFactor } from './reset-member-two-factor';

const PASSWORD = 'teamboard-test-1';
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, outsider, workspaceId } = await startTeam());
}, 60_000);
afterAll(async () => {
  await backend.stop();
});

/** A fresh device of the user, signed in with the password only. */
async function passwordOnly(email: string) {
  const device = testClient(backend);
  await signInWithPassword(device.client, { email, password: PASSWORD });
  return device.client;
}

const factorCount = async (userId: string) =>
  (await backend.db.query('select 1 from auth.mfa_factors where user_id = $1', [userId])).rows.length;

describe('resetMemberTwoFactor', () => {
  it('lets a member who lost their authenticator sign in with the password alone again', async () => {
    const enrollment = await enrollTotp(member.client, { issuer: 'Teamboard' });
    await verifyTotp(member.client, { factorId: enrollment.factorId, code: codeFor(enrollment.secret) });
    const before = await passwordOnly(member.email);
    expect(await getAssurance(before)).toEqual({ current: 'aal1', next: 'aal2' });

    // Refused for anyone but an owner, and for the owner's own account; nothing removed.
    const byAdmin = await expectCode(
      resetMemberTwoFactor(admin.client, { workspaceId, userId: member.userId }),
      'forbidden',
    );
    expect(byAdmin.reason).toBe('not_owner');
    await expectCode(
      resetMemberTwoFactor(outsider.client, { workspaceId, userId: member.userId }),
      'not-found',
    );
    await expectCode(
      resetMemberTwoFactor(owner.client, { workspaceId, userId: outsider.userId }),
      'not-found',
    );
    await expectCode(resetMemberTwoFactor(owner.client, { workspaceId, userId: MISSING_ID }), 'not-found');
    const self = await expectCode(
      resetMemberTwoFactor(owner.client, { workspaceId, userId: owner.userId }),
      'forbidden',
    );
    expect(self.reason).toBe('own_account');
    // The owner has not verified a second factor of their own on this session.
    const unverified = await expectCode(
      resetMemberTwoFactor(owner.client, { workspaceId, userId: member.userId }),
      'forbidden',
    );
    expect(unverified.reason).toBe('insufficient_aal');
    expect(await factorCount(member.userId)).toBe(1);

    const own = await enrollTotp(owner.client, { issuer: 'Teamboard' });
    await verifyTotp(owner.client, { factorId: own.factorId, code: codeFor(own.secret) });

    await resetMemberTwoFactor(owner.client, { workspaceId, userId: member.userId });
    const after = await passwordOnly(member.email);
    expect(await getAssurance(after)).toEqual({ current: 'aal1', next: 'aal1' });
    expect(await listTwoFactorMethods(after)).toEqual([]);
  });

  it('validates before any request', async () => {
    await expectNoRequestValidation(owner, () =>
      resetMemberTwoFactor(owner.client, { workspaceId, userId: SQL_LOOKING }),
    );
    await expectNoRequestValidation(owner, () =>
      resetMemberTwoFactor(owner.client, { workspaceId: `${workspaceId}/../x`, userId: member.userId }),
    );
  });
});
