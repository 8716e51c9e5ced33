import { useQuery } from '@tanstack/react-query';
import { listTwoFactorMethods, type TwoFactorMethod } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { twoFactorKeys } from './two-factor-keys';

/** The signed-in user's authenticator apps and security keys, verified and pending, as the server has them. */
export function useTwoFactorMethods() {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: twoFactorKeys.methods(),
    queryFn: ({ signal }) => listTwoFactorMethods(client, { signal }),
  });
}

/** The authenticator the sign-in step asks for and removal needs: the first verified one. */
export function verifiedMethod(methods: readonly TwoFactorMethod[] | undefined): TwoFactorMethod | undefined {
  return methods?.find((method) => method.kind === 'totp' && method.status === 'verified');
}

/** The security keys the sign-in step offers and /account lists: the verified ones, oldest first. */
export function verifiedSecurityKeys(methods: readonly TwoFactorMethod[] | undefined): TwoFactorMethod[] {
  return (methods ?? []).filter((method) => method.kind === 'webauthn' && method.status === 'verified');
}
