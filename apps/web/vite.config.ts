import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicyPlugin } from './build/content-security-policy';
import { installableApp } from './build/installable-app';
import { firstLoadPreloadPlugin } from './build/first-load-preload';

/** `@/…` is `src/…`: shared code and other features' index files, never a long `../../..` climb. */
export const pathAlias = { '@': fileURLToPath(new URL('src', import.meta.url)) };

const statusFile = fileURLToPath(new URL('../../.local-supabase/status.json', import.meta.url));

/**
 * In development, tells the app where the local backend started by `pnpm dev`
 * is. Read per request: the backend may start after the dev server.
 */
function localBackendConfig(): Plugin {
  return {
    name: 'teamboard-local-backend-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/__teamboard/local-backend.json', (_req, res) => {
        if (!existsSync(statusFile)) {
          res.statusCode = 404;
          res.end('{}');
          return;
        }
        const status = JSON.parse(readFileSync(statusFile, 'utf8')) as { apiUrl: string; anonKey: string };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ url: status.apiUrl, key: status.anonKey }));
      });
    },
  };
}

/** Names this build: the app's local copy of the query cache is only read by the build that wrote it. */
const buildId = process.env.TEAMBOARD_BUILD_ID ?? new Date().toISOString();

export default defineConfig({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    localBackendConfig(),
    contentSecurityPolicyPlugin(),
    firstLoadPreloadPlugin(),
    installableApp(),
  ],
  resolve: { alias: pathAlias },
  // `pnpm dev` passes the port and host of the site URL the backend's email links use
  // (scripts/dev.mjs); strict, since a dev server that moved elsewhere would not be where they lead.
  server: {
    host: process.env.WEB_HOST ?? '127.0.0.1',
    ...(process.env.WEB_PORT ? { port: Number(process.env.WEB_PORT) } : {}),
    strictPort: true,
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
