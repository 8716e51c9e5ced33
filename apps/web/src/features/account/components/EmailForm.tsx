import { useMutation } from '@tanstack/react-query';
import { updateEmail, updateEmailInput, validate } from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { callbackUrl } from '@/features/auth';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { useSignedInSession } from '@/features/auth';
import { Message, useT } from '@/shared/i18n';

/**
 * Starts an email change. The backend mails a confirmation link to both
 * addresses; the change takes effect once confirmed, so until then the
 * current address stays and the pending one is shown.
 */
export function EmailForm() {
  const client = useTeamboardClient();
  const { user } = useSignedInSession();
  const { toast } = useToast();
  const { t } = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const change = useMutation({
    mutationFn: (next: string) =>
      updateEmail(client, { email: next }, { emailRedirectTo: callbackUrl('/account') }),
    onSuccess: (updated, next) => {
      setSentTo(updated.pendingEmail ?? next);
      setEmail('');
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: t('account.email.changeFailed'),
        description: errorMessage(failure),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<{ email: string }, 'email'>(() => validate(updateEmailInput, { email }));
    let found = check.ok ? undefined : check.errors.email;
    if (check.ok && check.data.email === user.email) found = t('account.email.same');
    setError(found);
    if (check.ok && found === undefined) change.mutate(check.data.email);
  };

  const pending = sentTo ?? user.pendingEmail;
  return (
    <section className="app-section" aria-labelledby="account-email">
      <h2 id="account-email">{t('auth.email')}</h2>
      <p className="app-section__intro">
        <Message
          id="account.email.current"
          values={{ email: user.email ?? '' }}
          components={{ 0: <strong /> }}
        />
      </p>
      {pending !== undefined ? (
        <p role="status" className="app-section__intro">
          <Message
            id="account.email.pending"
            values={{ email: user.email ?? '', pending }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        </p>
      ) : null}
      <form className="app-form__row" noValidate onSubmit={submit}>
        <TextField
          label={t('account.email.new')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={change.isPending}>
          {t('account.email.submit')}
        </Button>
      </form>
    </section>
  );
}
