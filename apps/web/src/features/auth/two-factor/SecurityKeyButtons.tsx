import { useMutation } from '@tanstack/react-query';
import { verifySecurityKey, type TwoFactorMethod } from '@teamboard/sdk';
import { Button, InlineAlert } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

export interface SecurityKeyButtonsProps {
  /** The account's verified security keys, at least one. */
  keys: readonly TwoFactorMethod[];
  /** The main way in when there is no authenticator app; a second choice below the code otherwise. */
  primary: boolean;
}

/**
 * The second step with a security key: one button per key (the browser asks for the key a
 * challenge names, so several keys need saying which). The verified session then arrives as a
 * refresh, and the guard lets the user through.
 */
export function SecurityKeyButtons({ keys, primary }: SecurityKeyButtonsProps) {
  const { t } = useT();
  const client = useTeamboardClient();
  const verify = useMutation({
    mutationFn: (factorId: string) => verifySecurityKey(client, { factorId }),
  });
  return (
    <div className="auth-form">
      {verify.error !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(verify.error)}</p>
        </InlineAlert>
      ) : null}
      <div className="auth-form__actions">
        {keys.map((key) => (
          <Button
            key={key.id}
            variant={primary ? 'primary' : 'secondary'}
            loading={verify.isPending && verify.variables === key.id}
            disabled={verify.isPending}
            onClick={() => verify.mutate(key.id)}
          >
            {keys.length === 1 || key.friendlyName === undefined
              ? t('securityKey.challenge.use')
              : t('securityKey.challenge.useNamed', { name: key.friendlyName })}
          </Button>
        ))}
      </div>
    </div>
  );
}
