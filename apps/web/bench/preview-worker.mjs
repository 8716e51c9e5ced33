// Serves the production build with `vite preview` on its own thread, so the browser's requests for
// the app's files never wait behind the embedded database working on the same event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { preview } from 'vite';

const server = await preview({
  root: workerData.root,
  logLevel: 'warn',
  build: { outDir: workerData.outDir },
  preview: { host: '127.0.0.1', port: 0 },
});
parentPort.postMessage(server.resolvedUrls?.local[0] ?? null);
parentPort.on('message', () => server.httpServer.close(() => parentPort.close()));
