import { useSearchParams } from 'react-router';
import { safeNextPath } from '../lib/safe-next-path';

/** The validated `?next=` of the current address. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}
