// Merges every package's benchmark results (bench-results/*.json) into one
// table, printed and written to bench-results/summary.json with the machine
// the figures came from. Usage: node scripts/bench-report.mjs [results-dir]
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, platform, release } from 'node:os';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'bench-results';
const SUMMARY = 'summary.json';

const fmt = (n) =>
  typeof n !== 'number' || !Number.isFinite(n)
    ? ''
    : Math.abs(n) >= 100
      ? n.toFixed(0)
      : Math.abs(n) >= 1
        ? n.toFixed(2)
        : n.toPrecision(3);

const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== SUMMARY)
      .sort()
  : [];
const figures = [];
const sources = [];
for (const file of files) {
  const source = file.replace(/\.json$/, '');
  let report;
  try {
    report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  } catch (error) {
    console.error(`bench-report: ${file} is not valid JSON (${error.message})`);
    process.exit(1);
  }
  if (!Array.isArray(report.figures)) {
    console.error(`bench-report: ${file} has no "figures" array`);
    process.exit(1);
  }
  sources.push({ source, date: report.date ?? null });
  for (const f of report.figures) figures.push({ source, ...f });
}
if (!figures.length) {
  console.error(`bench-report: no benchmark results in ${dir}/`);
  process.exit(1);
}

const header = ['source', 'name', 'value', 'unit', 'spread', 'reference', 'ratio'];
const rows = figures.map((f) => [
  f.group ? `${f.source}/${f.group}` : f.source,
  f.name,
  fmt(f.value),
  f.unit ?? '',
  typeof f.spread === 'number' ? `±${(f.spread * 100).toFixed(0)}%` : '',
  f.reference ? `${f.reference.name}: ${fmt(f.reference.value)}` : '',
  typeof f.ratio === 'number' ? `${fmt(f.ratio)}×` : '',
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  os: `${platform()} ${release()}`,
  node: process.version,
};
console.log(
  `\nAll benchmarks (${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node})\n`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
writeFileSync(
  join(dir, SUMMARY),
  JSON.stringify({ date: new Date().toISOString(), machine, sources, figures }, null, 2) + '\n',
);
console.log(`\nwritten to ${join(dir, SUMMARY)}`);
