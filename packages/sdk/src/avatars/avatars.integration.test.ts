import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, testClient } from '../../test/local-backend';
import { bytes, signedInClient, storedObjects, type SignedInClient } from '../../test/storage-board';
import type { UploadProgress } from '../storage/resumable-upload';
import type { TeamboardError } from '../errors/teamboard-error';
import { getAvatarUrl } from './get-avatar-url';
import { uploadAvatar } from './upload-avatar';

let backend: LocalSupabase;
let user: SignedInClient;

beforeAll(async () => {
  backend = await startBackend();
  user = await signedInClient(backend, 'avatar');
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

async function rejection(promise: Promise<unknown>): Promise<TeamboardError> {
  try {
    await promise;
  } catch (error) {
    return error as TeamboardError;
  }
  throw new Error('expected a rejection');
}

describe('uploadAvatar and getAvatarUrl', () => {
  it('uploads, replaces the previous file, and serves it publicly', async () => {
    const first = bytes(300_000, 1);
    const progress: UploadProgress[] = [];
    const profile = await uploadAvatar(user.client, new Blob([first], { type: 'image/png' }), {
      onProgress: (p) => progress.push(p),
    });
    expect(profile.id).toBe(user.userId);
    expect(profile.avatar_path).toMatch(new RegExp(`^${user.userId}/[0-9a-f-]{36}\\.png$`));
    expect(progress.map((p) => p.loaded)).toEqual([0, first.length]);

    const url = getAvatarUrl(user.client, profile.avatar_path);
    expect(url).toContain(`/storage/v1/object/public/avatars/${profile.avatar_path ?? ''}`);
    // Anyone may fetch it, without a key: it is shown to teammates.
    const response = await fetch(url ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(first)).toBe(true);

    const second = await uploadAvatar(user.client, new Blob([bytes(1000, 2)], { type: 'image/webp' }));
    expect(second.avatar_path).toMatch(/\.webp$/);
    expect(getAvatarUrl(user.client, second.avatar_path)).not.toBe(url);
    expect(await storedObjects(backend, 'avatars', `${user.userId}/`)).toEqual([second.avatar_path]);
  });

  it('refuses a picture over 2 MB and a non-image before sending anything', async () => {
    user.requests.length = 0;
    const big = await rejection(
      uploadAvatar(user.client, new Blob([new Uint8Array(2 * 1024 * 1024 + 1)], { type: 'image/png' })),
    );
    expect(big.code).toBe('payload-too-large');
    const gif = await rejection(uploadAvatar(user.client, new Blob(['GIF89a'], { type: 'image/gif' })));
    expect(gif.code).toBe('unsupported-file-type');
    expect(user.requests).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const anon = testClient(backend);
    const error = await rejection(uploadAvatar(anon.client, new Blob(['x'], { type: 'image/png' })));
    expect(error.code).toBe('auth/session-expired');
  });

  it('has no URL for a profile without an avatar', () => {
    expect(getAvatarUrl(user.client, null)).toBeNull();
    expect(getAvatarUrl(user.client, undefined)).toBeNull();
  });
});
