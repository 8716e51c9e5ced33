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
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

type Field = 'email' | 'password';

/** `/sign-in`: email and password, or a magic link. Once signed in, PublicOnly moves on to `next`. */
export function SignInPage() {
  useDocumentTitle('Sign in');
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
      <AuthLayout title="Check your inbox">
        <InlineAlert tone="success">
          <p>
            If an account exists for <strong>{magicLinkSentTo}</strong>, we sent it a sign-in link. Open it in
            this browser.
          </p>
        </InlineAlert>
        <Button variant="secondary" onClick={() => setMagicLinkSentTo(undefined)}>
          Back to sign in
        </Button>
      </AuthLayout>
    );
  }

  const failure = passwordSignIn.error ?? magicLink.error;
  const notice = isSignInNotice(location.state) ? location.state : undefined;
  const query = location.search;
  return (
    <AuthLayout
      title="Sign in"
      footer={
        <>
          <Link to={`/sign-up${query}`}>Create an account</Link>
          <Link to="/forgot-password">Forgot your password?</Link>
        </>
      }
    >
      {notice?.notice === 'session-ended' && failure === null ? (
        <InlineAlert tone="info">
          <p>You have been signed out. Sign in again to continue.</p>
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
          label="Password"
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
            Sign in
          </Button>
          <Button variant="secondary" onClick={sendMagicLink} loading={magicLink.isPending}>
            Email me a magic link
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
