import { getAvatarUrl } from '@teamboard/sdk';
import { ThemeSwitch } from '@teamboard/ui';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { SearchPalette } from '@/features/search';
import { BellMenu, NotificationsProvider } from '@/features/notifications';
import { WorkspaceSwitcher } from '@/features/workspaces';
import { useMyProfile, useProfileLocale } from '@/features/account';
import { useT } from '@/shared/i18n';
import { useShortcut } from '@/shared/lib/shortcuts';
import { undoStack } from '@/shared/lib/undo';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { PartBoundary } from '@/features/system';
import { UserMenu } from './UserMenu';
import './shell.css';

// Loaded when first asked for (`?` or the account menu): most visits never show it.
const KeyboardShortcutsDialog = lazyPart(
  () => import('./KeyboardShortcutsDialog'),
  (m) => m.KeyboardShortcutsDialog,
);

/** The frame of every signed-in screen: header, the shortcut help, and the screen below. */
export function AppShell() {
  const client = useTeamboardClient();
  const profile = useMyProfile();
  const { t } = useT();
  useProfileLocale(profile.data?.locale);
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcut('?', () => setHelpOpen(true), t('shell.showShortcuts'));
  // Not while typing (the registry leaves text fields alone), where the browser's own undo works.
  useShortcut('Mod+z', () => undoStack.undoLast(), t('shell.undoLast'));

  return (
    <NotificationsProvider>
      <div className="app-shell">
        <header className="app-shell__header">
          <Link to="/" className="app-shell__brand">
            {t('app.name')}
          </Link>
          <div className="app-shell__switcher">
            <WorkspaceSwitcher />
          </div>
          <div className="app-shell__end">
            <SearchPalette />
            <BellMenu />
            <ThemeSwitch compact />
            <UserMenu
              avatarUrl={getAvatarUrl(client, profile.data?.avatar_path)}
              onShowShortcuts={() => setHelpOpen(true)}
            />
          </div>
        </header>
        <div className="app-shell__content">
          <Outlet />
        </div>
        {helpOpen ? (
          <PartBoundary>
            <KeyboardShortcutsDialog open onOpenChange={setHelpOpen} />
          </PartBoundary>
        ) : null}
      </div>
    </NotificationsProvider>
  );
}
