import { useSearchParams } from 'react-router';
import { prefilledEmail } from '../lib/prefilled-email';

/** The `?email=` of the current address, to start the email field with (e.g. from an invitation). */
export function usePrefilledEmail(): string {
  const [params] = useSearchParams();
  return prefilledEmail(params.get('email'));
}
