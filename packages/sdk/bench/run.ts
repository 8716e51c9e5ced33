import { fileURLToPath } from 'node:url';
import { runBenchmarks } from '@teamboard/local-supabase/bench';

await runBenchmarks({ dir: fileURLToPath(new URL('.', import.meta.url)), results: 'sdk' });
