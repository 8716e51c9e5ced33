import { useMutation } from '@tanstack/react-query';
import {
  isTeamboardError,
  reauthenticate,
  reauthenticationCodeSchema,
  updatePassword,
  validate,
} from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { NewPasswordFields, useNewPassword } from '@/features/auth';
import { errorMessage } from '@/shared/lib/error-message';
import { issueMessage } from '@/shared/lib/form-errors';
import { useT } from '@/shared/i18n';

/** The SDK's rule for the code, checked before anything is sent. */
function checkCode(code: string): { ok: true; code: string } | { ok: false; error: string } {
  try {
    return { ok: true, code: validate(reauthenticationCodeSchema, code) };
  } catch (error) {
    if (isTeamboardError(error) && error.code === 'validation') {
      return { ok: false, error: issueMessage(error, error.issues[0]?.message ?? error.message) };
    }
    throw error;
  }
}

/**
 * Changing the password asks for a code emailed to the account first
 * (Supabase's secure password change): someone at an unlocked, signed-in
 * screen cannot take the account over with a new password.
 */
export function PasswordForm() {
  const client = useTeamboardClient();
  const { toast } = useToast();
  const { t } = useT();
  const newPassword = useNewPassword();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codeSent, setCodeSent] = useState(false);

  const sendCode = useMutation({
    mutationFn: () => reauthenticate(client),
    onSuccess: () => {
      setCodeSent(true);
      toast({ variant: 'success', title: t('account.password.codeSent') });
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: t('account.password.sendFailed'),
        description: errorMessage(failure),
      }),
  });

  const change = useMutation({
    mutationFn: (input: { password: string; nonce: string }) => updatePassword(client, input),
    onSuccess: () => {
      newPassword.reset();
      setCode('');
      setCodeSent(false);
      toast({ variant: 'success', title: t('auth.reset.changed') });
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: t('account.password.changeFailed'),
        description: errorMessage(failure),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const password = newPassword.check();
    const nonce = checkCode(code);
    setCodeError(nonce.ok ? undefined : nonce.error);
    if (password !== undefined && nonce.ok) change.mutate({ password, nonce: nonce.code });
  };

  return (
    <section className="app-section" aria-labelledby="account-password">
      <h2 id="account-password">{t('auth.password')}</h2>
      <form className="app-form" noValidate onSubmit={submit}>
        <NewPasswordFields fields={newPassword} />
        <TextField
          label={t('account.password.code')}
          description={codeSent ? t('account.password.codeSentHint') : t('account.password.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={codeError}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="app-form__actions">
          <Button variant="secondary" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
            {codeSent ? t('account.password.sendAgain') : t('account.password.sendCode')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
