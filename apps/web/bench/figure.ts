/** One line of the benchmark table, in the format of packages/local-supabase/bench. */
export interface Figure {
  name: string;
  /** Median of the samples. */
  value: number;
  unit: string;
  /** (max - min) / median of the samples. */
  spread?: number;
  /** What the figure is compared with, measured in the same run. */
  reference?: { name: string; value: number };
  /** value / reference.value. */
  ratio?: number;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

export function spread(samples: readonly number[]): number {
  const m = median(samples);
  return m === 0 ? 0 : (Math.max(...samples) - Math.min(...samples)) / m;
}

export function figure(
  name: string,
  unit: string,
  samples: readonly number[],
  reference?: { name: string; samples: readonly number[] },
): Figure {
  const value = median(samples);
  const out: Figure = { name, value, unit, spread: spread(samples) };
  if (reference) {
    const referenceValue = median(reference.samples);
    out.reference = { name: reference.name, value: referenceValue };
    out.ratio = referenceValue === 0 ? 0 : value / referenceValue;
  }
  return out;
}

const format = (n: number) =>
  Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3);

/** The table printed at the end of a run. */
export function table(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    f.name,
    format(f.value),
    f.unit,
    f.spread === undefined ? '' : `±${(f.spread * 100).toFixed(0)}%`,
    f.reference ? `${f.reference.name}: ${format(f.reference.value)}` : '',
    f.ratio === undefined ? '' : `${format(f.ratio)}×`,
  ]);
  const header = ['name', 'value', 'unit', 'spread', 'reference', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
