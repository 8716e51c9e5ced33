/** One line of the benchmark table; the same shape every package's bench writes. */
export interface Figure {
  name: string;
  /** Median of the samples. */
  value: number;
  unit: string;
  /** Spread of the samples: (max - min) / median. */
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

export function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Nearest-rank percentile. */
export function percentile(samples: number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

export function spread(samples: number[]): number {
  const m = median(samples);
  return m === 0 ? 0 : (Math.max(...samples) - Math.min(...samples)) / m;
}

/** A figure from repeated samples, with the reference measured beside it in the same run. */
export function figure(
  name: string,
  unit: string,
  samples: number[],
  reference?: { name: string; samples: number[] },
): Figure {
  const out: Figure = { name, value: median(samples), unit, spread: spread(samples) };
  if (reference) {
    const ref = median(reference.samples);
    out.reference = { name: reference.name, value: ref };
    out.ratio = ref === 0 ? 0 : out.value / ref;
  }
  return out;
}

/**
 * The exponent k of the best fit t ≈ c·n^k (least squares on log t against
 * log n): 1 is linear growth, below 1 better than linear.
 */
export function growthExponent(points: { n: number; t: number }[]): number {
  const xs = points.map((p) => Math.log(p.n));
  const ys = points.map((p) => Math.log(p.t));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? 0 : num / den;
}
