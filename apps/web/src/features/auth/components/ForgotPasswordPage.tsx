import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, requestPasswordResetInput, validate } from '@teamboard/sdk';
import { Button, InlineAlert } from '@teamboard/ui';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { callbackUrl } from '../lib/auth-links';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { revealsAccountExistence } from '../lib/reveals-account-existence';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Message, useT } from '@/shared/i18n';

/**
 * `/forgot-password`: answers the same way whether or not the address has an
 * account. The link comes back through /auth/callback, whose PASSWORD_RECOVERY
 * event leads to /reset-password.
 */
export function ForgotPasswordPage() {
  const { t } = useT();
  useDocumentTitle(t('auth.forgot.title'));
  const client = useTeamboardClient();
  const { values, errors, setErrors, update } = useFormFields({ email: '' });

  const mutation = useMutation({
    mutationFn: (address: string) =>
      requestPasswordReset(client, { email: address }, { redirectTo: callbackUrl('/reset-password') }).then(
        () => address,
        (error: unknown) => {
          if (revealsAccountExistence(error)) return address;
          throw error;
        },
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<{ email: string }, 'email'>(() => validate(requestPasswordResetInput, values));
    setErrors(check.ok ? {} : check.errors);
    if (check.ok) mutation.mutate(check.data.email);
  };

  if (mutation.data !== undefined) {
    return (
      <AuthLayout
        title={t('auth.magicLink.title')}
        footer={<Link to="/sign-in">{t('auth.magicLink.back')}</Link>}
      >
        <InlineAlert tone="success">
          <p>
            <Message id="auth.forgot.sent" values={{ email: mutation.data }} components={{ 0: <strong /> }} />
          </p>
        </InlineAlert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      intro={t('auth.forgot.intro')}
      footer={<Link to="/sign-in">{t('auth.magicLink.back')}</Link>}
    >
      {mutation.error !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(mutation.error)}</p>
        </InlineAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <EmailField value={values.email} onChange={update('email')} error={errors.email} />
        <div className="auth-form__actions">
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
