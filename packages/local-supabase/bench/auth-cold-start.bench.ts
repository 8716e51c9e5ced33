import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { figure, type Benchmark } from '@teamboard/bench-kit';

const child = fileURLToPath(new URL('./auth-cold-start/child.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
const SAMPLES = 5;

/** A first boot in a fresh process is what a developer or test run pays, so each sample is a new process. */
function sample(mode: 'pglite' | 'backend'): number {
  const out = execFileSync(tsx, [child, mode], { encoding: 'utf8', timeout: 120_000 });
  const last = out.trim().split('\n').pop()!;
  return (JSON.parse(last) as { seconds: number }).seconds;
}

const bench: Benchmark = {
  name: 'auth-cold-start',
  run() {
    const backend: number[] = [];
    const pglite: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      pglite.push(sample('pglite'));
      backend.push(sample('backend'));
    }
    return Promise.resolve([
      figure('startLocalSupabase → first signInWithPassword (fresh process)', 's', backend, {
        name: 'PGlite boot alone',
        samples: pglite,
      }),
    ]);
  },
};

export default bench;
