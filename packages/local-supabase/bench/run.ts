import { fileURLToPath } from 'node:url';
import { runBenchmarks } from './run-benchmarks';

await runBenchmarks({ dir: fileURLToPath(new URL('.', import.meta.url)), results: 'local-supabase' });
