import type { TeamboardClient } from '../client';
import { AVATARS_BUCKET } from './upload-avatar';

export interface AvatarUrlOptions {
  /** Makes the browser save the picture instead of showing it. */
  readonly download?: boolean | undefined;
}

/**
 * The public URL of an avatar (`profiles.avatar_path`), or `null` for a
 * profile without one. No request: the bucket is public-read. The URL is
 * cache-busted by its path, which changes on every upload.
 *
 * @category Files
 * @example
 * const url = getAvatarUrl(client, profile.avatar_path);
 */
export function getAvatarUrl(
  client: TeamboardClient,
  avatarPath: string | null | undefined,
  options: AvatarUrlOptions = {},
): string | null {
  if (avatarPath === null || avatarPath === undefined || avatarPath === '') return null;
  const { data } = client.supabase.storage
    .from(AVATARS_BUCKET)
    .getPublicUrl(avatarPath, options.download === true ? { download: true } : {});
  return data.publicUrl;
}
