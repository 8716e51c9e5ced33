import { useMutation } from '@tanstack/react-query';
import { updatePassword, updatePasswordInput, validate } from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useTeamboardClient } from '../../../app/teamboard-client-context';
import { errorMessage } from '../../auth/lib/error-message';
import { checkForm, type FieldErrors } from '../../auth/lib/form-errors';

type Field = 'password' | 'confirmation';

export function PasswordForm() {
  const client = useTeamboardClient();
  const { toast } = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const change = useMutation({
    mutationFn: (password: string) => updatePassword(client, { password }),
    onSuccess: () => {
      setValues({ password: '', confirmation: '' });
      toast({ variant: 'success', title: 'Your password has been changed.' });
    },
    onError: (failure) =>
      toast({
        variant: 'error',
        title: 'Could not change your password',
        description: errorMessage(failure),
      }),
  });

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<{ password: string }, Field>(() =>
      validate(updatePasswordInput, { password: values.password }),
    );
    const found: FieldErrors<Field> = check.ok ? {} : { ...check.errors };
    if (found.password === undefined && values.confirmation !== values.password) {
      found.confirmation = 'The two passwords do not match.';
    }
    setErrors(found);
    if (check.ok && found.confirmation === undefined) change.mutate(check.data.password);
  };

  return (
    <section className="app-section" aria-labelledby="account-password">
      <h2 id="account-password">Password</h2>
      <form className="app-form" noValidate onSubmit={submit}>
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          description="At least 8 characters, with a letter and a digit."
          required
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <TextField
          label="Repeat the new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={values.confirmation}
          onChange={update('confirmation')}
          error={errors.confirmation}
        />
        <div className="app-form__actions">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
