import { Button, EmptyState } from '@teamboard/ui';
import { useState } from 'react';
import { useSession } from '../../auth/hooks/use-session';

/**
 * `/workspaces` until the workspaces screen is built: proves the session
 * works end to end (who is signed in, signing out) and says plainly that
 * the list is not there yet, rather than showing made-up workspaces.
 */
export function WorkspacesPlaceholderPage() {
  const { state, signOut } = useSession();
  const [signingOut, setSigningOut] = useState(false);
  if (state.status !== 'signed-in') return null;
  const { user } = state.session;

  const onSignOut = () => {
    setSigningOut(true);
    signOut().catch(() => setSigningOut(false));
  };

  return (
    <main className="app-page">
      <header className="app-header">
        <strong>Teamboard</strong>
        <span className="app-header__user">
          Signed in as <strong data-testid="signed-in-name">{user.displayName ?? user.email}</strong>
        </span>
        <Button variant="secondary" size="sm" onClick={onSignOut} loading={signingOut}>
          Sign out
        </Button>
      </header>
      <h1>Workspaces</h1>
      <EmptyState
        headingLevel={2}
        icon="inbox"
        title="Workspaces are not available yet"
        description="This page will list your workspaces and let you create one. That part of Teamboard is still being built."
      />
    </main>
  );
}
