import { fileURLToPath } from 'node:url';
import { runBenchmarks } from '@teamboard/bench-kit';

await runBenchmarks({ dir: fileURLToPath(new URL('.', import.meta.url)), results: 'sdk' });
