import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@teamboard/ui/styles.css';
import './app/app.css';
import { App, createAppServices } from '@/app/App';
import { resolveBackendConfig } from '@/app/backend-config';
import { ConfigErrorPage } from '@/features/system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

resolveBackendConfig(import.meta.env as Record<string, unknown>).then(
  (config) => {
    const services = createAppServices(config);
    root.render(
      <StrictMode>
        <App services={services} />
      </StrictMode>,
    );
  },
  (error: unknown) =>
    root.render(<ConfigErrorPage message={error instanceof Error ? error.message : String(error)} />),
);
