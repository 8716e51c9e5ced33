import { ErrorState } from '@teamboard/ui';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { useT } from '@/shared/i18n';
import { ScreenLoadError } from '@/shared/lib/lazy-screen';
import { appServerAnswers, claimNewBuildReload } from './lib/new-build-reload';

/**
 * Every route's error boundary: what failed, in the app's words and language, with a way
 * to try again; React Router's developer page never reaches a user. Rendered in place of
 * the failed route only, so a card that cannot open leaves its board on screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const missingCode = error instanceof ScreenLoadError;
  const needsReload = missingCode && error.reason === 'failed';

  // The same address again: React Router forgot the failed `lazy`, so this loads it anew;
  // code the browser failed to fetch comes only with a reload.
  const retry = useCallback(() => {
    if (needsReload) window.location.reload();
    else void navigate(location, { replace: true, state: location.state as unknown });
  }, [needsReload, navigate, location]);
  const retryOnline = useEffectEvent(retry);

  // Once per failure: a retry that is still under way must not be taken for a new one.
  useEffect(() => {
    if (!missingCode) return;
    let active = true;
    // Fetched and missing while the server answers: a deploy replaced this tab's build.
    // Reload once to get the new one; a second failure soon after is no old tab, so it waits for Retry.
    if (needsReload)
      void appServerAnswers().then((answers) => {
        if (active && answers && claimNewBuildReload(sessionStorage, Date.now())) window.location.reload();
      });
    // Not tried because the browser was offline: try again as soon as it is back.
    const onOnline = () => retryOnline();
    if (!needsReload) window.addEventListener('online', onOnline);
    return () => {
      active = false;
      window.removeEventListener('online', onOnline);
    };
  }, [missingCode, needsReload, error]);

  return (
    <div className="app-route-error">
      <ErrorState
        title={missingCode ? t('system.screenLoad.title') : t('ui.error.title')}
        message={
          needsReload
            ? t('system.screenLoad.failedBody')
            : missingCode
              ? t('system.screenLoad.body')
              : t('error.generic')
        }
        onRetry={retry}
      />
    </div>
  );
}
