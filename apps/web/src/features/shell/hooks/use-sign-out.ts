import { useToast } from '@teamboard/ui';
import { useCallback, useState } from 'react';
import { useSession } from '@/features/auth';
import { errorMessage } from '@/shared/lib/error-message';

/** Signing out of this device or of every device, with a toast when the server refuses. */
export function useSignOut() {
  const { signOut } = useSession();
  const { toast } = useToast();
  const [pending, setPending] = useState<'local' | 'global'>();

  const run = useCallback(
    (scope: 'local' | 'global') => {
      setPending(scope);
      signOut(scope).then(
        // On success SIGNED_OUT unmounts this screen; nothing else to do.
        () => undefined,
        (error: unknown) => {
          setPending(undefined);
          toast({ variant: 'error', title: 'Could not sign out', description: errorMessage(error) });
        },
      );
    },
    [signOut, toast],
  );
  return { signOut: run, pending };
}
