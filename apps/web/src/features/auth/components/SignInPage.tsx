import { useMutation } from '@tanstack/react-query';
import {
  signInWithMagicLink,
  signInWithMagicLinkInput,
  signInWithPassword,
  signInWithPasswordInput,
  validate,
} from '@teamboard/sdk';
import { Button, InlineAlert, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useNextPath } from '../hooks/use-next-path';
import { usePrefilledEmail } from '../hooks/use-prefilled-email';
import { callbackUrl, isSignInNotice } from '../lib/auth-links';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { revealsAccountExistence } from '../lib/reveals-account-existence';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { ProviderButtons } from './ProviderButtons';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Message, useT } from '@/shared/i18n';

type Field = 'email' | 'password';

/** `/sign-in`: email and password, or a magic link. Once signed in, PublicOnly moves on to `next`. */
export function SignInPage() {
  const { t } = useT();
  useDocumentTitle(t('auth.signIn.title'));
  const client = useTeamboardClient();
  const next = useNextPath();
  const location = useLocation();
  const { values, errors, setErrors, update } = useFormFields<Field>({
    email: usePrefilledEmail(),
    password: '',
  });
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string>();

  const passwordSignIn = useMutation({
    mutationFn: (input: { email: string; password: string }) => signInWithPassword(client, input),
  });
  const magicLink = useMutation({
    mutationFn: (email: string) =>
      signInWithMagicLink(client, { email }, { emailRedirectTo: callbackUrl(next) }).then(
        () => email,
        // An address without an account gets the same answer as one with it,
        // as on /forgot-password; only failures unrelated to the address are shown.
        (error: unknown) => {
          if (revealsAccountExistence(error)) return email;
          throw error;
        },
      ),
    onSuccess: (email) => setMagicLinkSentTo(email),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    magicLink.reset();
    const check = checkForm<{ email: string; password: string }, Field>(() =>
      validate(signInWithPasswordInput, values),
    );
    setErrors(check.ok ? {} : check.errors);
    if (check.ok) passwordSignIn.mutate(check.data);
  };

  const sendMagicLink = () => {
    passwordSignIn.reset();
    const check = checkForm<{ email: string }, Field>(() =>
      validate(signInWithMagicLinkInput, { email: values.email }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (check.ok) magicLink.mutate(check.data.email);
  };

  if (magicLinkSentTo !== undefined) {
    return (
      <AuthLayout title={t('auth.magicLink.title')}>
        <InlineAlert tone="success">
          <p>
            <Message
              id="auth.magicLink.sent"
              values={{ email: magicLinkSentTo }}
              components={{ 0: <strong /> }}
            />
          </p>
        </InlineAlert>
        <Button variant="secondary" onClick={() => setMagicLinkSentTo(undefined)}>
          {t('auth.magicLink.back')}
        </Button>
      </AuthLayout>
    );
  }

  const failure = passwordSignIn.error ?? magicLink.error;
  const notice = isSignInNotice(location.state) ? location.state : undefined;
  const query = location.search;
  return (
    <AuthLayout
      title={t('auth.signIn.title')}
      footer={
        <>
          <Link to={`/sign-up${query}`}>{t('auth.signIn.createAccount')}</Link>
          <Link to="/forgot-password">{t('auth.signIn.forgot')}</Link>
        </>
      }
    >
      {notice?.notice === 'session-ended' && failure === null ? (
        <InlineAlert tone="info">
          <p>{t('auth.signIn.sessionEnded')}</p>
        </InlineAlert>
      ) : null}
      {notice?.notice === 'link-failed' && failure === null ? (
        <InlineAlert tone="danger">
          <p>{notice.message}</p>
        </InlineAlert>
      ) : null}
      {failure !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(failure)}</p>
        </InlineAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <div className="auth-form__actions">
          <Button type="submit" loading={passwordSignIn.isPending}>
            {t('auth.signIn.submit')}
          </Button>
          <Button variant="secondary" onClick={sendMagicLink} loading={magicLink.isPending}>
            {t('auth.signIn.magicLink')}
          </Button>
        </div>
      </form>
      <ProviderButtons next={next} />
    </AuthLayout>
  );
}
