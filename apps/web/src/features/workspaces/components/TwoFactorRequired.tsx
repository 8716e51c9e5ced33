import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/**
 * Shown instead of a workspace that requires two-factor sign-in to a member
 * whose session has no verified code. The server already shows them nothing
 * inside it; this says why and where to set it up.
 */
export function TwoFactorRequired({ name }: { name: string }) {
  const { t } = useT();
  useDocumentTitle(t('workspaces.twoFactorRequired.title', { name }));
  return (
    <main className="app-page app-page--centered">
      <h1>{t('workspaces.twoFactorRequired.title', { name })}</h1>
      <p>{t('workspaces.twoFactorRequired.setUp')}</p>
      <p>
        <Link to="/account">{t('workspaces.twoFactorRequired.action')}</Link>
      </p>
      <p>
        <Link to="/workspaces">{t('workspaces.twoFactorRequired.back')}</Link>
      </p>
    </main>
  );
}
