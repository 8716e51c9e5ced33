import { Button } from '@teamboard/ui';
import { useSignOut } from '@/features/shell';

/** Revokes every session of the account, for a lost laptop or a shared computer. */
export function SessionsSection() {
  const { signOut, pending } = useSignOut();
  return (
    <section className="app-section" aria-labelledby="account-sessions">
      <h2 id="account-sessions">Sessions</h2>
      <p className="app-section__intro">
        Signs you out here and on every other device and browser where you are signed in.
      </p>
      <div className="app-form__actions">
        <Button variant="danger" loading={pending === 'global'} onClick={() => signOut('global')}>
          Sign out of all devices
        </Button>
      </div>
    </section>
  );
}
