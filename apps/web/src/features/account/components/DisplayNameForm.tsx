import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, updateProfileInput, updateProfileMetadata, validate } from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { useSignedInSession } from '@/features/auth';
import { useT } from '@/shared/i18n';

/** The name teammates see; USER_UPDATED then refreshes it everywhere, the header included. */
export function DisplayNameForm() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { user } = useSignedInSession();
  const { toast } = useToast();
  const { t } = useT();
  const [name, setName] = useState(user.displayName ?? '');
  const [error, setError] = useState<string>();

  const save = useMutation({
    // The profile row is what teammates see; the session's copy names the user in this app's header.
    mutationFn: async (displayName: string) => {
      await updateProfile(client, { displayName });
      return updateProfileMetadata(client, { displayName });
    },
    onSuccess: () => {
      toast({ variant: 'success', title: t('account.displayName.saved') });
      return queryClient.invalidateQueries({ queryKey: ['workspace'] });
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: t('account.displayName.saveFailed'),
        description: errorMessage(failure),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<{ displayName: string }, 'displayName'>(() =>
      validate(updateProfileInput, { displayName: name }),
    );
    setError(check.ok ? undefined : check.errors.displayName);
    if (check.ok) save.mutate(check.data.displayName);
  };

  return (
    <section className="app-section" aria-labelledby="account-name">
      <h2 id="account-name">{t('auth.signUp.displayName')}</h2>
      <form className="app-form__row" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.signUp.displayName')}
          name="displayName"
          autoComplete="name"
          required
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        <Button type="submit" loading={save.isPending}>
          {t('account.displayName.save')}
        </Button>
      </form>
    </section>
  );
}
