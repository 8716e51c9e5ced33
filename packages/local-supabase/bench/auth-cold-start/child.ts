// One fresh process: either boot PGlite alone (the reference) or boot the whole
// backend and sign up + sign in once; prints the elapsed seconds as JSON.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const mode = process.argv[2];
const projectDir = fileURLToPath(new URL('../../test/fixtures/auth', import.meta.url));
const start = performance.now();
if (mode === 'pglite') {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await db.query('select 1');
  console.log(JSON.stringify({ seconds: (performance.now() - start) / 1000 }));
  await db.close();
} else {
  const { startLocalSupabase } = await import('../../dist/index.js');
  const backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: false,
    log: 'silent',
  });
  const headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
  const body = JSON.stringify({ email: 'bench@example.com', password: 'bench-pass-1' });
  await fetch(`${backend.apiUrl}/auth/v1/signup`, { method: 'POST', headers, body });
  const res = await fetch(`${backend.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body,
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  console.log(JSON.stringify({ seconds: (performance.now() - start) / 1000 }));
  await backend.stop();
}
