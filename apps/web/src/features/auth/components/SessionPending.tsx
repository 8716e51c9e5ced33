import { Spinner } from '@teamboard/ui';

/** Shown while the stored session is restored: neither the sign-in page nor the app, so nothing flashes. */
export function SessionPending() {
  return (
    <main className="app-page app-page--centered" aria-busy="true">
      <Spinner size="lg" label="Loading Teamboard" />
    </main>
  );
}
