import { useToast } from '@teamboard/ui';
import { useCallback, useState } from 'react';
import { useSession } from './use-session';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';

/** Signing out of this device or of every device, with a toast when the server refuses. */
export function useSignOut() {
  const { signOut } = useSession();
  const { toast } = useToast();
  const { t } = useT();
  const [pending, setPending] = useState<'local' | 'global'>();

  const run = useCallback(
    (scope: 'local' | 'global') => {
      setPending(scope);
      signOut(scope).then(
        // On success SIGNED_OUT unmounts this screen; nothing else to do.
        () => undefined,
        (error: unknown) => {
          setPending(undefined);
          toast({
            variant: 'error',
            title: t('shell.userMenu.signOutFailed'),
            description: errorMessage(error),
          });
        },
      );
    },
    [signOut, toast, t],
  );
  return { signOut: run, pending };
}
