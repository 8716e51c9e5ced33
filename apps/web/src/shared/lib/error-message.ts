import { isTeamboardError } from '@teamboard/sdk';

/** What to show for a failed request: the SDK's message, never a raw backend error. */
export function errorMessage(error: unknown): string {
  return isTeamboardError(error) ? error.message : 'Something went wrong. Please try again.';
}
