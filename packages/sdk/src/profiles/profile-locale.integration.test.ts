import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { testClient } from '../../test/local-backend';
import type { ProfileLocale } from '../schemas/auth';
import { getMyProfile } from './get-my-profile';
import { getProfile } from './get-profile';
import { updateProfileLocale } from './update-profile-locale';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;

beforeAll(async () => {
  ({ backend, owner, member } = await startTeam());
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('updateProfileLocale', () => {
  it('starts unset (follow the browser), then keeps the chosen language and can go back to unset', async () => {
    expect((await getMyProfile(owner.client)).locale).toBeNull();
    expect((await updateProfileLocale(owner.client, { locale: 'de' })).locale).toBe('de');
    expect((await getMyProfile(owner.client)).locale).toBe('de');
    expect((await updateProfileLocale(owner.client, { locale: null })).locale).toBeNull();
  });

  it('changes only my own profile', async () => {
    await updateProfileLocale(member.client, { locale: 'de' });
    expect((await getProfile(owner.client, member.userId)).locale).toBe('de');
    expect((await getMyProfile(owner.client)).locale).toBeNull();
  });

  it('refuses languages the app does not have, and hostile strings, before any request', async () => {
    for (const locale of ['fr', 'DE', '', SQL_LOOKING, 'de-DE']) {
      await expectNoRequestValidation(owner, () =>
        updateProfileLocale(owner.client, { locale: locale as ProfileLocale }),
      );
    }
  });

  it('has the database refuse a language outside the CHECK even when the SDK is bypassed', async () => {
    const { error } = await owner.client.supabase
      .from('profiles')
      .update({ locale: 'xx' })
      .eq('id', owner.userId);
    expect(error?.code).toBe('23514');
  });

  it('needs a session', async () => {
    await expectCode(
      updateProfileLocale(testClient(backend).client, { locale: 'de' }),
      'auth/session-expired',
    );
  });
});
