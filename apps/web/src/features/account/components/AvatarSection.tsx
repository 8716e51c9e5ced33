import { AVATAR_MIME_TYPES, getAvatarUrl, LIMITS } from '@teamboard/sdk';
import { Avatar, FileDropzone, formatBytes } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useSignedInSession } from '@/features/auth';
import { useMyProfile } from '../hooks/use-my-profile';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { useT } from '@/shared/i18n';

/** The picture teammates see next to your name; replaced, never overwritten in place (see uploadAvatar). */
export function AvatarSection() {
  const client = useTeamboardClient();
  const { user } = useSignedInSession();
  const profile = useMyProfile();
  const { upload, start, cancel, dismiss, retry } = useAvatarUpload();
  const { t, locale } = useT();
  const name = profile.data?.display_name ?? user.displayName ?? user.email ?? t('account.you');

  return (
    <section className="app-section" aria-labelledby="account-avatar">
      <h2 id="account-avatar">{t('account.avatar.title')}</h2>
      <div className="account-avatar">
        <Avatar
          name={name}
          src={getAvatarUrl(client, profile.data?.avatar_path)}
          colorKey={user.id}
          size="lg"
        />
        <FileDropzone
          label={t('account.avatar.choose')}
          hint={t('account.avatar.hint', { size: formatBytes(LIMITS.avatarBytes, locale) })}
          accept={AVATAR_MIME_TYPES.join(',')}
          maxSizeBytes={LIMITS.avatarBytes}
          multiple={false}
          uploads={upload ? [upload] : []}
          onFiles={(files) => {
            const [file] = files;
            if (file) start(file);
          }}
          onCancel={cancel}
          onRetry={retry}
          onDismiss={dismiss}
        />
      </div>
    </section>
  );
}
