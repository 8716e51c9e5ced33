import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@teamboard/ui/styles.css';
import './app/app.css';
import { App } from '@/app/App';
import { resolveBackendConfig } from '@/app/backend-config';
import { ConfigErrorPage } from '@/features/system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

resolveBackendConfig(import.meta.env as Record<string, unknown>).then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(<ConfigErrorPage message={error instanceof Error ? error.message : String(error)} />),
);
