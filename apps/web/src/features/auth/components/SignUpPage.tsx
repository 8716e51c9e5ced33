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
import { passwordRulesId } from '../lib/new-password';
import { AuthLayout } from './AuthLayout';
import { ProviderButtons } from './ProviderButtons';
import { EmailField } from './EmailField';
import { usePrefilledEmail } from '../hooks/use-prefilled-email';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Message, useT } from '@/shared/i18n';

type Field = 'email' | 'password' | 'displayName';

/**
 * `/sign-up`. With email confirmation on (the default), ends on "check your
 * inbox"; the link lands on /auth/callback, which signs the user in. Without
 * it, the new session moves PublicOnly on to `next`.
 */
export function SignUpPage() {
  const { t } = useT();
  useDocumentTitle(t('auth.signUp.documentTitle'));
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
      <AuthLayout
        title={t('auth.magicLink.title')}
        footer={<Link to={`/sign-in${search}`}>{t('auth.magicLink.back')}</Link>}
      >
        <InlineAlert tone="success">
          <p>
            <Message
              id="auth.signUp.sent"
              values={{ email: mutation.data.user.email ?? '' }}
              components={{ 0: <strong /> }}
            />
          </p>
        </InlineAlert>
      </AuthLayout>
    );
  }

  const failure = mutation.error;
  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      footer={
        <span>
          <Message id="auth.signUp.haveAccount" components={{ 0: <Link to={`/sign-in${search}`} /> }} />
        </span>
      }
    >
      {failure !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(failure)}</p>
          {isTeamboardError(failure) && failure.code === 'auth/user-already-exists' ? (
            <p>
              <Message
                id="auth.signUp.exists"
                components={{ 0: <Link to={`/sign-in${search}`} />, 1: <Link to="/forgot-password" /> }}
              />
            </p>
          ) : null}
        </InlineAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextField
          label={t('auth.signUp.displayName')}
          name="displayName"
          autoComplete="name"
          description={t('auth.signUp.displayNameHint')}
          required
          value={values.displayName}
          onChange={update('displayName')}
          error={errors.displayName}
        />
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          description={t(passwordRulesId)}
          required
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <div className="auth-form__actions">
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.signUp.submit')}
          </Button>
        </div>
      </form>
      <ProviderButtons next={next} />
    </AuthLayout>
  );
}
