import { withCall } from '../call/call-options';
import type { TeamboardClient } from '../client';
import type { Profile } from '../profiles/types';
import { toTeamboardError } from '../errors/map-error';
import { TeamboardError } from '../errors/teamboard-error';
import { run } from '../run';
import { avatarFileSchema } from '../schemas/files';
import { validate } from '../validate';
import { resumableUpload } from '../storage/resumable-upload';
import type { UploadOptions } from '../attachments/types';

export const AVATARS_BUCKET = 'avatars';

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * Uploads the signed-in user's avatar (PNG, JPEG or WebP, at most 2 MB,
 * checked before any byte is sent) to `avatars/{user_id}/{random}.{ext}`,
 * points `profiles.avatar_path` at it and removes the previous file.
 *
 * Each upload gets a new path rather than overwriting one: the public URL
 * changes with it, so browsers and CDNs never show a cached old picture.
 * If the profile update fails the new file is removed again.
 *
 * @category Files
 * @example
 * const profile = await uploadAvatar(client, file);
 */
export async function uploadAvatar(
  client: TeamboardClient,
  file: Blob,
  options: Omit<UploadOptions, 'chunkBytes'> = {},
): Promise<Profile> {
  return withCall(client, options, async ({ client, signal }) => {
    const avatar = validate(avatarFileSchema, { mimeType: file.type, sizeBytes: file.size });
    const { data: auth } = await client.supabase.auth.getSession();
    const userId = auth.session?.user.id;
    if (userId === undefined) throw new TeamboardError({ code: 'auth/session-expired' });

    const previous = await run(
      client.supabase.from('profiles').select('avatar_path').eq('id', userId).single(),
    );
    const path = `${userId}/${crypto.randomUUID()}.${EXTENSIONS[avatar.mimeType]}`;
    await resumableUpload(client, {
      bucket: AVATARS_BUCKET,
      objectName: path,
      contentType: avatar.mimeType,
      body: file,
      signal,
      onProgress: options.onProgress,
    });

    let profile: Profile;
    try {
      profile = await run(
        client.supabase.from('profiles').update({ avatar_path: path }).eq('id', userId).select().single(),
      );
    } catch (error) {
      await client.supabase.storage
        .from(AVATARS_BUCKET)
        .remove([path])
        .catch(() => undefined);
      throw toTeamboardError(error);
    }
    const old = previous.avatar_path;
    if (old !== null && old !== path && old.startsWith(`${userId}/`)) {
      // Best effort: a leftover old picture is harmless, the profile already points at the new one.
      await client.supabase.storage
        .from(AVATARS_BUCKET)
        .remove([old])
        .catch(() => undefined);
    }
    return profile;
  });
}
