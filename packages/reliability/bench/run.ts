import { fileURLToPath } from 'node:url';
import { runBenchmarks } from '@teamboard/bench-kit';

await runBenchmarks({ dir: fileURLToPath(new URL('.', import.meta.url)), results: 'reliability' });
// The benchmarks' backends and sockets can leave handles behind that would keep the process alive.
process.exit(0);
