import { useMutation } from '@tanstack/react-query';
import { updatePassword } from '@teamboard/sdk';
import { Button, useToast } from '@teamboard/ui';
import type { FormEvent } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { NewPasswordFields, useNewPassword } from '@/features/auth';
import { errorMessage } from '@/shared/lib/error-message';

export function PasswordForm() {
  const client = useTeamboardClient();
  const { toast } = useToast();
  const newPassword = useNewPassword();

  const change = useMutation({
    mutationFn: (password: string) => updatePassword(client, { password }),
    onSuccess: () => {
      newPassword.reset();
      toast({ variant: 'success', title: 'Your password has been changed.' });
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: 'Could not change your password',
        description: errorMessage(failure),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const password = newPassword.check();
    if (password !== undefined) change.mutate(password);
  };

  return (
    <section className="app-section" aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      <form className="app-form" noValidate onSubmit={submit}>
        <NewPasswordFields fields={newPassword} />
        <div className="app-form__actions">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
