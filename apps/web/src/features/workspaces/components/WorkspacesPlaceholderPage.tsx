import { EmptyState } from '@teamboard/ui';

/**
 * `/workspaces` until the workspaces screen is built: says plainly that the
 * list is not there yet, rather than showing made-up workspaces.
 */
export function WorkspacesPlaceholderPage() {
  return (
    <main className="app-screen">
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
