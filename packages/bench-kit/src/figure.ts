/** One line of the benchmark table. */
export interface Figure {
  name: string;
  /** Median of the samples. */
  value: number;
  unit: string;
  /** Spread of the samples: (max - min) / median, as a fraction. */
  spread?: number;
  /** What the figure is compared with, measured in the same run. */
  reference?: { name: string; value: number };
  /** value / reference.value. */
  ratio?: number;
}

/** A benchmark module: `bench/<name>.bench.ts` exporting `default` of this type. */
export interface Benchmark {
  name: string;
  run(): Promise<Figure[]>;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function spread(samples: readonly number[]): number {
  const m = median(samples);
  return m === 0 ? 0 : (Math.max(...samples) - Math.min(...samples)) / m;
}

/** Builds a figure from repeated samples, with an optional reference measured alongside. */
export function figure(
  name: string,
  unit: string,
  samples: readonly number[],
  reference?: { name: string; samples: readonly number[] },
): Figure {
  const value = median(samples);
  const out: Figure = { name, value, unit, spread: spread(samples) };
  if (reference) {
    const refValue = median(reference.samples);
    out.reference = { name: reference.name, value: refValue };
    out.ratio = refValue === 0 ? 0 : value / refValue;
  }
  return out;
}

/** Three significant-ish digits: whole numbers from 100, two decimals from 1. */
export function formatNumber(n: number): string {
  return Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3);
}

/** The aligned table printed at the end of a run. */
export function table(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    formatNumber(f.value),
    f.unit,
    f.spread === undefined ? '' : `±${(f.spread * 100).toFixed(0)}%`,
    f.reference ? `${f.reference.name}: ${formatNumber(f.reference.value)}` : '',
    f.ratio === undefined ? '' : `${formatNumber(f.ratio)}×`,
  ]);
  const header = ['name', 'value', 'unit', 'spread', 'reference', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
