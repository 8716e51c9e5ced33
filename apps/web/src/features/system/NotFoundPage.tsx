import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

export function NotFoundPage() {
  const { t } = useT();
  useDocumentTitle(t('system.notFound.title'));
  return (
    <main className="app-page app-page--centered">
      <h1>{t('system.notFound.title')}</h1>
      <p>{t('system.notFound.body')}</p>
      <p>
        <Link to="/">{t('shell.goToWorkspaces')}</Link>
      </p>
    </main>
  );
}
