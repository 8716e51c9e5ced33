import { useToast } from '@teamboard/ui';
import { useCallback } from 'react';
import { errorMessage } from '../../auth/lib/error-message';

/** A failed mutation as a toast carrying the SDK's message (the DB's own words for the last-owner rule). */
export function useToastError() {
  const { toast } = useToast();
  return useCallback(
    (title: string) => (error: unknown) =>
      toast({ variant: 'error', title, description: errorMessage(error) }),
    [toast],
  );
}
