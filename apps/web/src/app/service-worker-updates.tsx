import { useToast } from '@teamboard/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { appEnv } from '@/shared/env';
import { useT } from '@/shared/i18n';
import { useServices } from '@/shared/services';

/**
 * Registers the service worker of a production build (vite-plugin-pwa precaches the app shell and
 * its chunks, so the app starts offline) and offers a reload once a newer build is installed.
 * The registration code is its own chunk, loaded once the data services are there: after the
 * first screen's own code (a signed-out `/sign-in` asks for the services only once its form
 * shows), so it adds nothing to what a first screen waits for. `pnpm dev` has no service worker
 * (see build/installable-app.ts).
 *
 * Until the person reloads, the new build waits and the old one keeps serving this tab the chunks
 * it was built with.
 */
export function ServiceWorkerUpdates() {
  const { toast } = useToast();
  const { t } = useT();
  const loaded = useServices().services !== undefined;
  // The prompt in the language of the moment it shows; the worker is registered once per page.
  const update = useRef<(reload?: boolean) => Promise<void>>(undefined);
  const offer = useEffectEvent(() =>
    toast({
      title: t('shell.update.available'),
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: t('shell.update.reload'),
        altText: t('shell.update.reloadHint'),
        onClick: () => void update.current?.(true),
      },
    }),
  );
  useEffect(() => {
    if (!loaded || !appEnv.serviceWorker || !('serviceWorker' in navigator)) return;
    let live = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (!live) return;
      update.current = registerSW({ onNeedRefresh: () => offer() });
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return null;
}
