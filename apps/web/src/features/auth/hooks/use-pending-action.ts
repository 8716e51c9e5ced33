import { useCallback, useState } from 'react';

export interface PendingAction {
  /** Runs `task`; a failure is kept in `error` until the next run or `reset`. */
  readonly run: (task: () => Promise<void>) => void;
  readonly isPending: boolean;
  readonly error: unknown;
  readonly reset: () => void;
}

interface State {
  readonly isPending: boolean;
  readonly error: unknown;
}

const idle: State = { isPending: false, error: null };

/**
 * A form's request and how it went, for the screens that show before the query cache has
 * loaded (`/sign-in`); elsewhere TanStack Query's `useMutation` does this.
 */
export function usePendingAction(): PendingAction {
  const [state, setState] = useState<State>(idle);
  const run = useCallback((task: () => Promise<void>) => {
    setState({ isPending: true, error: null });
    task().then(
      () => setState(idle),
      (error: unknown) => setState({ isPending: false, error }),
    );
  }, []);
  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, reset };
}
