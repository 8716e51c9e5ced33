import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Benchmark, Figure } from './figure';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);

const fmt = (n: number) =>
  Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3);

const figures: (Figure & { group: string })[] = [];
for (const file of readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Benchmark };
  if (only.length > 0 && !only.some((o) => mod.default.name.includes(o))) continue;
  process.stderr.write(`bench: ${mod.default.name}…\n`);
  for (const f of await mod.default.run()) figures.push({ ...f, group: mod.default.name });
}

const rows = figures.map((f) => [
  f.name,
  fmt(f.value),
  f.unit,
  f.spread === undefined ? '' : `±${(f.spread * 100).toFixed(0)}%`,
  f.reference ? `${f.reference.name}: ${fmt(f.reference.value)}` : '',
  f.ratio === undefined ? '' : `${fmt(f.ratio)}×`,
]);
const header = ['name', 'value', 'unit', 'spread', 'reference', 'ratio'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

const outDir = join(here, '..', '..', '..', 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'sdk.json'), JSON.stringify({ date: new Date().toISOString(), figures }, null, 2));
