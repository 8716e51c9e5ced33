import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@teamboard/ui/styles.css';
import './app/app.css';
import { App, createAppParts } from '@/app/App';
import { resolveBackendConfig } from '@/app/backend-config';
import { SIGNED_OUT_FIRST_SCREENS } from '@/app/first-load';
import { ConfigErrorPage } from '@/features/system';
import { appEnv } from '@/shared/env';
import { activateLocale, i18n } from '@/shared/i18n';
import { I18nProvider } from '@lingui/react';
import { negotiateLocale } from '@teamboard/ui';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The browser's language first; a signed-in user's profile may switch it once it loads. On a screen
// that shows before the data services, only what the first screens say: the rest loads with them.
const localeReady = activateLocale(
  negotiateLocale(navigator.languages),
  SIGNED_OUT_FIRST_SCREENS.includes(window.location.pathname) ? 'first-screen' : 'all',
);
// The router starts the screen's code and data as soon as it exists, so it is made while the catalogues load.
const partsReady = resolveBackendConfig(appEnv).then(createAppParts);

Promise.all([partsReady, localeReady]).then(
  ([parts]) =>
    root.render(
      <StrictMode>
        <App parts={parts} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <I18nProvider i18n={i18n}>
        <ConfigErrorPage message={error instanceof Error ? error.message : String(error)} />
      </I18nProvider>,
    ),
);
