import { useEffect } from 'react';
import { useConnectionStore } from '@/shared/connection';
import type { AppServices } from '@/shared/services';
import { loadSessionCalls } from '../lib/load-session-calls';

/**
 * Notices a session that ended elsewhere ("sign out of all devices", a password change) and ends
 * it here too: this device signs out locally, and SessionProvider's SIGNED_OUT takes the user to
 * sign-in with a notice. The evidence is a refused request, or — for a tab that sends none — the
 * server's answer when asked after a lost channel, a return to the tab, or a slow timer. Other tabs
 * of this browser follow through supabase-js's own SIGNED_OUT broadcast.
 *
 * `signedInWith`: the services of a signed-in session, undefined while nobody is.
 */
export function useEndedSession(signedInWith: AppServices | undefined): void {
  const connection = useConnectionStore();

  useEffect(() => {
    if (signedInWith === undefined) return undefined;
    let stop: (() => void) | undefined;
    let active = true;
    void loadSessionCalls().then(({ watchForEndedSession }) => {
      if (active) stop = watchForEndedSession(signedInWith, connection);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [signedInWith, connection]);
}
