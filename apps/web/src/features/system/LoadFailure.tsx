import { ErrorState } from '@teamboard/ui';
import { useEffect, useEffectEvent } from 'react';
import { useT } from '@/shared/i18n';
import { ScreenLoadError } from '@/shared/lib/lazy-screen';
import { appServerAnswers, claimNewBuildReload } from './lib/new-build-reload';

export interface LoadFailureProps {
  error: unknown;
  /** Shows the failed part again; code the browser failed to fetch comes only with a reload instead. */
  retry: () => void;
}

/**
 * What failed, in the app's words and language, with a way to try again: a screen or a part of
 * one whose code did not arrive, or anything else that broke while it rendered.
 */
export function LoadFailure({ error, retry }: LoadFailureProps) {
  const { t } = useT();
  const missingCode = error instanceof ScreenLoadError;
  const needsReload = missingCode && error.reason === 'failed';
  const retryOrReload = needsReload ? () => window.location.reload() : retry;
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
    <ErrorState
      title={missingCode ? t('system.screenLoad.title') : t('ui.error.title')}
      message={
        needsReload
          ? t('system.screenLoad.failedBody')
          : missingCode
            ? t('system.screenLoad.body')
            : t('error.generic')
      }
      onRetry={retryOrReload}
    />
  );
}
