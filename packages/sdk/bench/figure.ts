/** One line of the benchmark table (the same shape packages/local-supabase/bench prints). */
export interface Figure {
  name: string;
  /** Median of the samples. */
  value: number;
  unit: string;
  /** (max - min) / median of the samples, as a fraction. */
  spread?: number;
  /** What the figure is compared with, measured in the same run. */
  reference?: { name: string; value: number };
  /** value / reference.value. */
  ratio?: number;
}

export interface Benchmark {
  name: string;
  run(): Promise<Figure[]>;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function spread(samples: readonly number[]): number {
  const m = median(samples);
  return m === 0 ? 0 : (Math.max(...samples) - Math.min(...samples)) / m;
}

/** A figure from samples, beside a reference measured in the same run. */
export function figure(
  name: string,
  unit: string,
  samples: readonly number[],
  reference?: { name: string; samples: readonly number[] },
): Figure {
  const out: Figure = { name, value: median(samples), unit, spread: spread(samples) };
  if (reference) {
    const refValue = median(reference.samples);
    out.reference = { name: reference.name, value: refValue };
    out.ratio = refValue === 0 ? 0 : out.value / refValue;
  }
  return out;
}
