import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from '../lib/session-context';

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === undefined) throw new Error('useSession needs <SessionProvider> above it');
  return value;
}
