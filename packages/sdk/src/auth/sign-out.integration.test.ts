import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../test/local-backend';
import { createBoard, signedInClient } from '../../test/storage-board';
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
