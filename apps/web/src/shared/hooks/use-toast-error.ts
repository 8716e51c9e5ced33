import { useToast } from '@teamboard/ui';
import { useCallback } from 'react';
import { errorMessage } from '../lib/error-message';

/** A toast for a failed mutation, with the SDK's human message (never a raw backend error). */
export function useToastError(): (title: string, error: unknown) => void {
  const { toast } = useToast();
  return useCallback(
    (title: string, error: unknown) => {
      toast({ title, description: errorMessage(error), variant: 'error' });
    },
    [toast],
  );
}
