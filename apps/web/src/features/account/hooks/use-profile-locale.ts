import { isLocale } from '@teamboard/ui';
import { useEffect } from 'react';
import { activateLocale } from '@/shared/i18n';

/** Switches the app to the language saved in the profile once it loads; unset keeps the browser's. */
export function useProfileLocale(saved: string | null | undefined): void {
  useEffect(() => {
    if (isLocale(saved)) void activateLocale(saved);
  }, [saved]);
}
