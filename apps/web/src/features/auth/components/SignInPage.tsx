import { Button, InlineAlert, TextField } from '@teamboard/ui';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useServices, WithServices } from '@/shared/services';
import { useNextPath } from '../hooks/use-next-path';
import { usePendingAction } from '../hooks/use-pending-action';
import { usePrefilledEmail } from '../hooks/use-prefilled-email';
import type * as SignInCalls from '../lib/sign-in-calls';
import { callbackUrl, isSignInNotice } from '../lib/auth-links';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Message, useT } from '@/shared/i18n';

type Field = 'email' | 'password';

// Asked for once the services have loaded: it lists the providers through them.
const ProviderButtons = lazy(() => import('./ProviderButtons').then((m) => ({ default: m.ProviderButtons })));

/**
 * `/sign-in`: email and password, or a magic link. Once signed in, PublicOnly moves on to `next`.
 * The form shows before the data services (supabase-js, the SDK) have loaded: it asks for them
 * once it is on screen, and a submit waits for them.
 */
export function SignInPage() {
  const { t } = useT();
  useDocumentTitle(t('auth.signIn.title'));
  const { load } = useServices();
  const next = useNextPath();
  const location = useLocation();
  const { values, errors, setErrors, update } = useFormFields<Field>({
    email: usePrefilledEmail(),
    password: '',
  });
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string>();

  const passwordSignIn = usePendingAction();
  const magicLink = usePendingAction();
  // Loaded by the first submit, so a failure is then told in the catalogue's words.
  const [calls, setCalls] = useState<typeof SignInCalls>();

  /** The form's calls, with the client they go through. */
  const signInCalls = async () => {
    const [{ client }, module] = await Promise.all([load(), import('../lib/sign-in-calls')]);
    setCalls(module);
    return { client, ...module };
  };

  // Once the form is on screen (a task after it was drawn), so a submit seldom waits for them.
  useEffect(() => {
    const timer = setTimeout(() => void load().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, [load]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    magicLink.reset();
    passwordSignIn.run(async () => {
      const loaded = await signInCalls();
      const check = loaded.checkForm<{ email: string; password: string }, Field>(() =>
        loaded.validate(loaded.signInWithPasswordInput, values),
      );
      setErrors(check.ok ? {} : check.errors);
      if (check.ok) await loaded.signInWithPassword(loaded.client, check.data);
    });
  };

  const sendMagicLink = () => {
    passwordSignIn.reset();
    magicLink.run(async () => {
      const loaded = await signInCalls();
      const check = loaded.checkForm<{ email: string }, Field>(() =>
        loaded.validate(loaded.signInWithMagicLinkInput, { email: values.email }),
      );
      setErrors(check.ok ? {} : check.errors);
      if (!check.ok) return;
      const { email } = check.data;
      try {
        await loaded.signInWithMagicLink(loaded.client, { email }, { emailRedirectTo: callbackUrl(next) });
      } catch (error) {
        // An address without an account gets the same answer as one with it,
        // as on /forgot-password; only failures unrelated to the address are shown.
        if (!loaded.revealsAccountExistence(error)) throw error;
      }
      setMagicLinkSentTo(email);
    });
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
          <p>{calls ? calls.errorMessage(failure) : t('error.generic')}</p>
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
      <WithServices fallback={null}>
        <Suspense fallback={null}>
          <ProviderButtons next={next} />
        </Suspense>
      </WithServices>
    </AuthLayout>
  );
}
