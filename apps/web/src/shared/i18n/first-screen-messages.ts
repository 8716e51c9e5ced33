import type { CataloguePart } from '@teamboard/ui/i18n-build';

/**
 * What the screens that show before the data services load say: the app's name and spinner,
 * sign-in, the error and not-found pages, the update prompt. The rest of the catalogue loads with
 * the data services, before any screen that needs it (`app/services-loader.ts`).
 */
const FIRST_SCREEN_AREAS = ['app', 'auth', 'error', 'shell', 'system'];

export const firstScreenMessages: CataloguePart = {
  name: 'first-screen',
  includes: (id) => FIRST_SCREEN_AREAS.includes(id.split('.')[0] ?? ''),
};
