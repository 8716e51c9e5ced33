import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unenrollTwoFactorMethod, type TwoFactorMethod } from '@teamboard/sdk';
import { Button, formatShortDate, InlineAlert, OneTimeCodeField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useSignedInSession } from '@/features/shell';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { twoFactorCodeErrorId } from '@/shared/lib/two-factor-code-error';
import { twoFactorKeys } from '@/shared/query-keys/two-factor-keys';

/** The enrolled authenticator, and turning it off with a current code from it. */
export function TotpRemoval({ method }: { method: TwoFactorMethod }) {
  const { t, locale } = useT();
  const session = useSignedInSession();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [code, setCode] = useState('');

  const remove = useMutation({
    mutationFn: (input: { factorId: string; code: string }) => unenrollTwoFactorMethod(client, input),
    onSuccess: async () => {
      setCode('');
      toast({ variant: 'success', title: t('twoFactor.remove.done') });
      await queryClient.invalidateQueries({ queryKey: twoFactorKeys.methods() });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ factorId: method.id, code });
  };
  const codeError = remove.error === null ? undefined : twoFactorCodeErrorId(remove.error);
  return (
    <form className="app-form" noValidate onSubmit={submit}>
      <p>
        {t('twoFactor.section.on', { date: formatShortDate(new Date(method.createdAt), new Date(), locale) })}
      </p>
      {session.assurance.current === 'aal2' ? <p>{t('twoFactor.section.sessionVerified')}</p> : null}
      <p>{t('twoFactor.remove.intro')}</p>
      {remove.error !== null && codeError === undefined ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(remove.error)}</p>
        </InlineAlert>
      ) : null}
      <OneTimeCodeField
        label={t('twoFactor.setup.codeLabel')}
        value={code}
        onValueChange={(digits) => {
          setCode(digits);
          if (remove.isError) remove.reset();
        }}
        error={codeError === undefined ? undefined : t(codeError)}
      />
      <div className="app-form__actions">
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {t('twoFactor.remove.submit')}
        </Button>
      </div>
    </form>
  );
}
