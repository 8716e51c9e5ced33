import { useMutation } from '@tanstack/react-query';
import { updateEmail, updateEmailInput, validate } from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { callbackUrl } from '@/features/auth';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { useSignedInSession } from '@/features/shell';

/**
 * Starts an email change. The backend mails a confirmation link to both
 * addresses; the change takes effect once confirmed, so until then the
 * current address stays and the pending one is shown.
 */
export function EmailForm() {
  const client = useTeamboardClient();
  const { user } = useSignedInSession();
  const { toast } = useToast();
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
      toast({ variant: 'error', title: 'Could not change your email', description: errorMessage(failure) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<{ email: string }, 'email'>(() => validate(updateEmailInput, { email }));
    let found = check.ok ? undefined : check.errors.email;
    if (check.ok && check.data.email === user.email) found = 'This is already your email address.';
    setError(found);
    if (check.ok && found === undefined) change.mutate(check.data.email);
  };

  const pending = sentTo ?? user.pendingEmail;
  return (
    <section className="app-section" aria-labelledby="account-email">
      <h2 id="account-email">Email</h2>
      <p className="app-section__intro">
        You sign in with <strong>{user.email}</strong>.
      </p>
      {pending !== undefined ? (
        <p role="status" className="app-section__intro">
          We sent confirmation links to <strong>{user.email}</strong> and <strong>{pending}</strong>. Your
          address changes once you open them.
        </p>
      ) : null}
      <form className="app-form__row" noValidate onSubmit={submit}>
        <TextField
          label="New email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={change.isPending}>
          Change email
        </Button>
      </form>
    </section>
  );
}
