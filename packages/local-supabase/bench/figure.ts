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

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function spread(samples: number[]): number {
  const m = median(samples);
  return m === 0 ? 0 : (Math.max(...samples) - Math.min(...samples)) / m;
}

/** Builds a figure from repeated samples, with an optional reference measured alongside. */
export function figure(
  name: string,
  unit: string,
  samples: number[],
  reference?: { name: string; samples: number[] },
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
