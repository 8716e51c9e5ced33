import { useCallback, useState } from 'react';

export interface PendingAction<Variables> {
  /** Runs `task`, unless one is already under way; a failure is kept in `error`. */
  readonly run: (task: () => Promise<void>, variables?: Variables) => void;
  readonly isPending: boolean;
  /** What the running task was started with. */
  readonly variables: Variables | undefined;
  readonly error: unknown;
  readonly reset: () => void;
}

interface State<Variables> {
  readonly isPending: boolean;
  readonly variables: Variables | undefined;
  readonly error: unknown;
}

const idle = { isPending: false, variables: undefined, error: null } as const;

/**
 * A form's request and how it went, for the screens that show before the query cache has
 * loaded (`/sign-in`); elsewhere TanStack Query's `useMutation` does this.
 */
export function usePendingAction<Variables = undefined>(): PendingAction<Variables> {
  const [state, setState] = useState<State<Variables>>(idle);
  const run = useCallback((task: () => Promise<void>, variables?: Variables) => {
    setState({ isPending: true, variables, error: null });
    task().then(
      () => setState(idle),
      (error: unknown) => setState({ isPending: false, variables: undefined, error }),
    );
  }, []);
  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, reset };
}
