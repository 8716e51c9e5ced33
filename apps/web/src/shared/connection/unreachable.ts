import { isTeamboardError } from '@teamboard/sdk';

/**
 * A request that got no answer at all (offline, DNS, connection refused), as opposed to an error
 * reply. A module of its own: the SDK's errors it reads stay out of the app's entry, which holds
 * the connection store.
 */
export function isUnreachable(error: unknown): boolean {
  return isTeamboardError(error) && error.code === 'network' && error.status === undefined;
}
