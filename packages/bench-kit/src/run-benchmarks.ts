import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatNumber, table, type Benchmark, type Figure } from './figure';

/** A figure as written to bench-results/<name>.json: tagged with the benchmark that produced it. */
export type GroupedFigure = Figure & { group?: string };

/** Where scripts/bench-report.mjs reads every package's results from. */
function resultsDir(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'bench-results');
    if (dirname(dir) === dir) throw new Error(`no pnpm workspace above ${from}`);
  }
}

/**
 * Writes `bench-results/<results>.json` at the root of the workspace containing `from`,
 * in the shape scripts/bench-report.mjs merges. Returns the file's path.
 */
export function writeResults(from: string, results: string, figures: readonly GroupedFigure[]): string {
  const dir = resultsDir(from);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${results}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), figures }, null, 2) + '\n');
  return file;
}

export interface RunBenchmarksOptions {
  /** The folder holding the `*.bench.ts` modules. */
  dir: string;
  /** The results file's name, without `.json`: usually the package's short name. */
  results: string;
  /** Run only benchmarks whose name contains one of these; all when empty. Defaults to the CLI arguments. */
  only?: readonly string[];
}

/**
 * Runs every `*.bench.ts` in `dir` (its default export is a {@link Benchmark}), in file-name order:
 * progress to stderr, the table to stdout, the figures to `bench-results/<results>.json`.
 * The modules are imported as TypeScript, so the process must run under tsx.
 */
export async function runBenchmarks(options: RunBenchmarksOptions): Promise<GroupedFigure[]> {
  const only = options.only ?? process.argv.slice(2);
  const files = readdirSync(options.dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  const figures: GroupedFigure[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(options.dir, file)).href)) as { default: Benchmark };
    const bench = mod.default;
    if (only.length > 0 && !only.some((o) => bench.name.includes(o))) continue;
    const started = performance.now();
    process.stderr.write(`bench: ${bench.name}…\n`);
    for (const f of await bench.run()) {
      figures.push({ ...f, group: bench.name });
      const versus = f.ratio === undefined ? '' : ` (${formatNumber(f.ratio)}× ${f.reference?.name ?? ''})`;
      process.stderr.write(`  ${f.name}: ${formatNumber(f.value)} ${f.unit}${versus}\n`);
    }
    process.stderr.write(`  (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  console.log(table(figures));
  const file = writeResults(options.dir, options.results, figures);
  process.stderr.write(`${String(figures.length)} figures written to ${relative(process.cwd(), file)}\n`);
  return figures;
}
