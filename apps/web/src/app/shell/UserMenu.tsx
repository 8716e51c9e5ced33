import { Avatar, Button, DropdownMenu } from '@teamboard/ui';
import { useNavigate } from 'react-router';
import { useSignOut, useSignedInSession } from '@/features/auth';
import { useT } from '@/shared/i18n';

export interface UserMenuProps {
  avatarUrl?: string | null;
  onShowShortcuts: () => void;
}

/** Who is signed in, and the way to their account and out. */
export function UserMenu({ avatarUrl, onShowShortcuts }: UserMenuProps) {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const { t } = useT();
  const name = user.displayName ?? user.email ?? t('account.you');

  return (
    <DropdownMenu
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="app-user-menu"
          loading={pending !== undefined}
          aria-label={t('shell.userMenu.label', { name })}
          start={<Avatar name={name} src={avatarUrl} colorKey={user.id} size="sm" decorative />}
        >
          <span className="app-user-menu__name" data-testid="signed-in-name">
            {name}
          </span>
        </Button>
      }
      items={[
        { type: 'label', id: 'email', label: user.email ?? name },
        {
          id: 'account',
          label: t('account.heading'),
          icon: 'user',
          onSelect: () => void navigate('/account'),
        },
        { id: 'shortcuts', label: t('shell.shortcuts.title'), icon: 'info', onSelect: onShowShortcuts },
        { type: 'separator', id: 'sep' },
        { id: 'sign-out', label: t('shell.userMenu.signOut'), onSelect: () => signOut('local') },
        {
          id: 'sign-out-everywhere',
          label: t('account.sessions.signOutEverywhere'),
          danger: true,
          onSelect: () => signOut('global'),
        },
      ]}
    />
  );
}
