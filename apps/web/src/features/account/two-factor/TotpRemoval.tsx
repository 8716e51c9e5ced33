import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unenrollTwoFactorMethod, type TwoFactorMethod } from '@teamboard/sdk';
import { Button, formatShortDate, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { TwoFactorCodeField, twoFactorKeys, useSignedInSession } from '@/features/auth';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

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
  return (
    <form className="app-form" noValidate onSubmit={submit}>
      <p>
        {t('twoFactor.section.on', { date: formatShortDate(new Date(method.createdAt), new Date(), locale) })}
      </p>
      {session.assurance.current === 'aal2' ? <p>{t('twoFactor.section.sessionVerified')}</p> : null}
      <p>{t('twoFactor.remove.intro')}</p>
      <TwoFactorCodeField value={code} onValueChange={setCode} attempt={remove} />
      <div className="app-form__actions">
        <Button type="submit" variant="danger" loading={remove.isPending}>
          {t('twoFactor.remove.submit')}
        </Button>
      </div>
    </form>
  );
}
