import { useT } from '@/shared/i18n';

export interface ConfigErrorPageProps {
  message: string;
}

/** Shown instead of a blank page when the app cannot reach or find its backend. */
export function ConfigErrorPage({ message }: ConfigErrorPageProps) {
  const { t } = useT();
  return (
    <main className="app-page app-page--centered" role="alert">
      <h1>{t('system.configError.title')}</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('ui.error.tryAgain')}
      </button>
    </main>
  );
}
