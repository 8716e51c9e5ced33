import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { isQueued } from './queued-mutations';

/**
 * How many queued edits are not yet stored, and whether any were this visit: the status says
 * "3 changes waiting", then "All changes saved", and nothing before the first one.
 */
export function useWaitingChanges(): { waiting: number; hadAny: boolean } {
  const waiting = useMutationState({
    filters: { status: 'pending', predicate: isQueued },
    select: (mutation) => mutation.mutationId,
  }).length;
  const [hadAny, setHadAny] = useState(false);
  if (waiting > 0 && !hadAny) setHadAny(true);
  return { waiting, hadAny: hadAny || waiting > 0 };
}
