import { useMutation } from '@tanstack/react-query';
import { isTeamboardError, signUp, signUpInput, validate, type SignUpInput } from '@teamboard/sdk';
import { Button, InlineAlert, TextField } from '@teamboard/ui';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useNextPath } from '../hooks/use-next-path';
import { callbackUrl } from '../lib/auth-links';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf } from '@/shared/lib/form-errors';
import { passwordRules } from '../lib/new-password';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { usePrefilledEmail } from '../hooks/use-prefilled-email';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

type Field = 'email' | 'password' | 'displayName';

/**
 * `/sign-up`. With email confirmation on (the default), ends on "check your
 * inbox"; the link lands on /auth/callback, which signs the user in. Without
 * it, the new session moves PublicOnly on to `next`.
 */
export function SignUpPage() {
  useDocumentTitle('Create an account');
  const client = useTeamboardClient();
  const next = useNextPath();
  const { search } = useLocation();
  const { values, errors, setErrors, update } = useFormFields<Field>({
    email: usePrefilledEmail(),
    password: '',
    displayName: '',
  });

  const mutation = useMutation({
    mutationFn: (input: SignUpInput) => signUp(client, input, { emailRedirectTo: callbackUrl(next) }),
    onError: (error) => {
      if (isTeamboardError(error)) setErrors(fieldErrorsOf<Field>(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<SignUpInput, Field>(() => validate(signUpInput, values));
    setErrors(check.ok ? {} : check.errors);
    if (check.ok) mutation.mutate(check.data);
  };

  if (mutation.data?.confirmationRequired) {
    return (
      <AuthLayout title="Check your inbox" footer={<Link to={`/sign-in${search}`}>Back to sign in</Link>}>
        <InlineAlert tone="success">
          <p>
            We sent a confirmation link to <strong>{mutation.data.user.email}</strong>. Open it in this
            browser to finish creating your account.
          </p>
        </InlineAlert>
      </AuthLayout>
    );
  }

  const failure = mutation.error;
  return (
    <AuthLayout
      title="Create your account"
      footer={
        <>
          Already have an account? <Link to={`/sign-in${search}`}>Sign in</Link>
        </>
      }
    >
      {failure !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(failure)}</p>
          {isTeamboardError(failure) && failure.code === 'auth/user-already-exists' ? (
            <p>
              <Link to={`/sign-in${search}`}>Sign in</Link> or{' '}
              <Link to="/forgot-password">reset your password</Link>.
            </p>
          ) : null}
        </InlineAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="name"
          description="How your teammates will see you."
          required
          value={values.displayName}
          onChange={update('displayName')}
          error={errors.displayName}
        />
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          description={passwordRules}
          required
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <div className="auth-form__actions">
          <Button type="submit" loading={mutation.isPending}>
            Create account
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
