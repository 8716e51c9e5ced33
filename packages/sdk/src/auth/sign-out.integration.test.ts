import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../test/local-backend';
import { createBoard, signedInClient } from '../../test/storage-board';
import { listBoards } from '../boards/list-boards';
import { expectCode } from '../../test/data-fixture';
import { testClient } from '../../test/local-backend';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import { signOut } from './sign-out';

let backend: LocalSupabase;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
});

/** A signed-in user live on a board of their own. */
async function liveOnBoard(label: string) {
  const user = await signedInClient(backend, label);
  const { boardId } = await createBoard(backend, [[user, 'owner']]);
  const subscription = subscribeToBoard(user.client, boardId);
  await subscription.ready;
  expect(user.client.supabase.getChannels()).toHaveLength(1);
  return { user, subscription };
}

describe('signOut and realtime', () => {
  it.each(['local', 'global'] as const)(
    'closes every realtime channel once this device is signed out (%s)',
    async (scope) => {
      const { user, subscription } = await liveOnBoard(`leaver-${scope}`);
      await signOut(user.client, { scope });
      expect(subscription.status()).toBe('closed');
      expect(user.client.supabase.getChannels()).toEqual([]);
    },
  );

  it('keeps this device live when signing out the others', async () => {
    const { user, subscription } = await liveOnBoard('stayer');
    await signOut(user.client, { scope: 'others' });
    expect(subscription.status()).toBe('live');
    expect(user.client.supabase.getChannels()).toHaveLength(1);
    await subscription.unsubscribe();
  });
});

describe('signOut everywhere and the other devices', () => {
  it('refuses another device’s next request with auth/session-expired at once', async () => {
    const phone = await signedInClient(backend, 'two-devices');
    const { workspaceId } = await createBoard(backend, [[phone, 'owner']]);
    const laptop = testClient(backend);
    const { data } = await phone.client.supabase.auth.getSession();
    await laptop.client.supabase.auth.signInWithPassword({
      email: phone.email,
      password: 'teamboard-test-1',
    });
    expect(await listBoards(phone.client, workspaceId)).toHaveLength(1);

    await signOut(laptop.client, { scope: 'global' });

    await expectCode(listBoards(phone.client, workspaceId), 'auth/session-expired');
    // Still within its lifetime: it is the ended session that is refused, not an expired token.
    expect(data.session?.expires_at ?? 0).toBeGreaterThan(Date.now() / 1000);
  });
});
