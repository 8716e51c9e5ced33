import type { TeamboardClient } from '@teamboard/sdk';
import { createContext, useContext } from 'react';

export const TeamboardClientContext = createContext<TeamboardClient | undefined>(undefined);

/** The SDK client created once in `App`; every feature reaches the backend through it. */
export function useTeamboardClient(): TeamboardClient {
  const client = useContext(TeamboardClientContext);
  if (client === undefined) throw new Error('useTeamboardClient needs <TeamboardClientContext> above it');
  return client;
}
