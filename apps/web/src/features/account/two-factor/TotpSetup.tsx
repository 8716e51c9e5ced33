import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enrollTotp, verifyTotp, type TotpEnrollment } from '@teamboard/sdk';
import { Button, InlineAlert, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { TwoFactorCodeField, twoFactorKeys } from '@/features/auth';

/**
 * Adds an authenticator app: the QR code and key to scan or type, then a first code to confirm it.
 * `backup` adds a second one beside the first (named, since two unnamed ones clash), so losing a
 * phone does not need an owner's reset. `alongsideKey` offers the app beside a security key the
 * user already signs in with, so it does not say two-factor sign-in is off.
 */
export function TotpSetup({
  backup = false,
  alongsideKey = false,
}: {
  backup?: boolean;
  alongsideKey?: boolean;
}) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [enrollment, setEnrollment] = useState<TotpEnrollment>();
  const [code, setCode] = useState('');

  const start = useMutation({
    mutationFn: () =>
      enrollTotp(client, {
        issuer: t('app.name'),
        ...(backup ? { friendlyName: t('twoFactor.backup.name') } : {}),
      }),
    onSuccess: (started) => {
      setCode('');
      setEnrollment(started);
    },
  });
  const confirm = useMutation({
    mutationFn: (input: { factorId: string; code: string }) => verifyTotp(client, input),
    onSuccess: async () => {
      setEnrollment(undefined);
      toast({ variant: 'success', title: t(backup ? 'twoFactor.backup.done' : 'twoFactor.setup.done') });
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.methods() });
    },
  });

  if (enrollment === undefined) {
    return (
      <>
        <p>
          {t(
            backup
              ? 'twoFactor.backup.prompt'
              : alongsideKey
                ? 'securityKey.app.alongside'
                : 'twoFactor.section.off',
          )}
        </p>
        {start.error !== null ? (
          <InlineAlert tone="danger" title={t('twoFactor.setup.failed')}>
            <p>{errorMessage(start.error)}</p>
          </InlineAlert>
        ) : null}
        <div className="app-form__actions">
          <Button
            variant={backup ? 'secondary' : 'primary'}
            loading={start.isPending}
            onClick={() => start.mutate()}
          >
            {t(
              backup
                ? 'twoFactor.backup.start'
                : alongsideKey
                  ? 'securityKey.app.start'
                  : 'twoFactor.setup.start',
            )}
          </Button>
        </div>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ factorId: enrollment.factorId, code });
  };
  return (
    <form className="app-form two-factor-setup" noValidate onSubmit={submit}>
      <p>{t('twoFactor.setup.scan')}</p>
      <img className="two-factor-setup__qr" src={enrollment.qrCodeSvg} alt={t('twoFactor.setup.qrAlt')} />
      <p>{t('twoFactor.setup.secret')}</p>
      <code className="two-factor-setup__secret" data-testid="two-factor-secret">
        {enrollment.secret}
      </code>
      <TwoFactorCodeField value={code} onValueChange={setCode} attempt={confirm} />
      <div className="app-form__actions">
        <Button type="submit" loading={confirm.isPending}>
          {t('twoFactor.setup.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setEnrollment(undefined)}>
          {t('twoFactor.setup.cancel')}
        </Button>
      </div>
    </form>
  );
}
