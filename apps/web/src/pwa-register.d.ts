// The service worker registration's virtual module (vite-plugin-pwa), used by src/app/service-worker-updates.tsx.
/// <reference types="vite-plugin-pwa/vanillajs" />
