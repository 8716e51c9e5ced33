import { useMutation } from '@tanstack/react-query';
import { updatePassword, updatePasswordInput, validate } from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTeamboardClient } from '../../../app/teamboard-client-context';
import { useSession } from '../hooks/use-session';
import { errorMessage } from '../lib/error-message';
import { checkForm, type FieldErrors } from '../lib/form-errors';
import { AuthLayout } from './AuthLayout';
import { FormAlert } from './FormAlert';
import { SessionPending } from './SessionPending';

type Field = 'password' | 'confirmation';

/** `/reset-password`: where PASSWORD_RECOVERY leads; the recovery link's session allows setting a new password. */
export function ResetPasswordPage() {
  const client = useTeamboardClient();
  const { state, finishRecovery } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const mutation = useMutation({
    mutationFn: (password: string) => updatePassword(client, { password }),
    onSuccess: () => {
      finishRecovery();
      toast.toast({ title: 'Your password has been changed.', variant: 'success' });
      void navigate('/', { replace: true });
    },
  });

  if (state.status === 'loading') return <SessionPending />;
  if (state.status === 'signed-out') {
    return (
      <AuthLayout title="This link has expired" footer={<Link to="/sign-in">Back to sign in</Link>}>
        <p>Password reset links work once and for a limited time.</p>
        <Link to="/forgot-password">Request a new link</Link>
      </AuthLayout>
    );
  }

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

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
    if (check.ok && found.confirmation === undefined) mutation.mutate(check.data.password);
  };

  return (
    <AuthLayout title="Set a new password" intro={<>For {state.session.user.email}</>}>
      {mutation.error !== null ? (
        <FormAlert>
          <p>{errorMessage(mutation.error)}</p>
        </FormAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label="New password"
          type="password"
          name="password"
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
          name="confirmation"
          autoComplete="new-password"
          required
          value={values.confirmation}
          onChange={update('confirmation')}
          error={errors.confirmation}
        />
        <div className="auth-form__actions">
          <Button type="submit" loading={mutation.isPending}>
            Save new password
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
