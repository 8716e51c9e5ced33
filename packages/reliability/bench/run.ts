import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, Figure } from '../src/stats';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const fmt = (n: number) =>
  Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3);

const figures: (Figure & { group: string })[] = [];
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Benchmark };
  if (only.length && !only.some((o) => mod.default.name.includes(o))) continue;
  const started = Date.now();
  process.stderr.write(`bench: ${mod.default.name}…\n`);
  for (const f of await mod.default.run()) {
    figures.push({ ...f, group: mod.default.name });
    process.stderr.write(
      `  ${f.name}: ${fmt(f.value)} ${f.unit}${f.ratio === undefined ? '' : ` (${fmt(f.ratio)}× ${f.reference?.name})`}\n`,
    );
  }
  process.stderr.write(`  (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}
const outDir = join(here, '..', '..', '..', 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'reliability.json'),
  JSON.stringify({ date: new Date().toISOString(), figures }, null, 2) + '\n',
);
console.log(`${figures.length} figures written to bench-results/reliability.json`);
process.exit(0);
