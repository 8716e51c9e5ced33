import { Spinner } from '@teamboard/ui';
import { useT } from '@/shared/i18n';

/** Shown while the stored session is restored: neither the sign-in page nor the app, so nothing flashes. */
export function SessionPending() {
  const { t } = useT();
  return (
    <main className="app-page app-page--centered" aria-busy="true">
      <Spinner size="lg" label={t('app.loading')} />
    </main>
  );
}
