import type { QueryClient } from '@tanstack/react-query';
import type { TeamboardClient } from '@teamboard/sdk';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * What the screens that read or write data need, made once per page: the SDK client (and
 * supabase-js with it), the query cache, the offline queue and the local copy. Its code is its
 * own chunk (`app/services.ts`), so a first visit to `/sign-in` shows its form without it.
 */
export interface AppServices {
  readonly client: TeamboardClient;
  readonly queryClient: QueryClient;
  /**
   * Starts a board's requests without waiting for them (its route's loader calls it): here, so
   * they start as soon as the client exists rather than after the board's own code has loaded.
   */
  readonly prefetchBoard: (slug: string, boardId: string) => void;
  /** Provides the client and the query cache to the screens below it. */
  readonly Providers: ComponentType<{ children: ReactNode }>;
}

export interface ServicesValue {
  /** Undefined until their code has loaded. */
  readonly services: AppServices | undefined;
  /** Why their code could not load; the nearest route boundary says so in the app's words. */
  readonly error: Error | undefined;
  /** Loads them once (again after a failure) and resolves when they exist. */
  readonly load: () => Promise<AppServices>;
  /**
   * Whether a session may be stored in this browser. When none is, nobody is signed in, which
   * the app knows before the services (and supabase-js with them) have loaded.
   */
  readonly sessionMayBeStored: boolean;
}

export const ServicesContext = createContext<ServicesValue | undefined>(undefined);

export function useServices(): ServicesValue {
  const value = useContext(ServicesContext);
  if (value === undefined) throw new Error('useServices needs <ServicesContext> above it');
  return value;
}
