import { ThemeSwitch } from '@teamboard/ui';
import { useState, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { useShortcut } from '../shortcuts';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';
import { UserMenu } from './UserMenu';
import '../shell.css';

export interface AppShellProps {
  /** The workspace switcher, when the workspaces feature provides one. */
  switcher?: ReactNode;
  avatarUrl?: string | null;
}

/** The frame of every signed-in screen: header, the shortcut help, and the screen below. */
export function AppShell({ switcher, avatarUrl }: AppShellProps) {
  const [helpOpen, setHelpOpen] = useState(false);
  useShortcut('?', () => setHelpOpen(true), 'Show keyboard shortcuts');

  return (
    <div className="app-shell">
      <header className="app-shell__header">
        <Link to="/" className="app-shell__brand">
          Teamboard
        </Link>
        <div className="app-shell__switcher">{switcher}</div>
        <div className="app-shell__end">
          <ThemeSwitch compact />
          <UserMenu avatarUrl={avatarUrl} onShowShortcuts={() => setHelpOpen(true)} />
        </div>
      </header>
      <div className="app-shell__content">
        <Outlet />
      </div>
      <KeyboardShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </div>
  );
}
