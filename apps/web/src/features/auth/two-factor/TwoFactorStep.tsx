import { lazy, Suspense } from 'react';
import { SessionPending } from '../components/SessionPending';

// Loaded only by accounts with two-factor sign-in, so the sign-in bundle stays as small as it was.
const TwoFactorChallenge = lazy(() =>
  import('./TwoFactorChallenge').then((module) => ({ default: module.TwoFactorChallenge })),
);

/** What RequireSession shows instead of the app while the session still needs its second factor. */
export function TwoFactorStep() {
  return (
    <Suspense fallback={<SessionPending />}>
      <TwoFactorChallenge />
    </Suspense>
  );
}
