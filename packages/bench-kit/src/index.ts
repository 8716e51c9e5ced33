// Every package's benchmarks share these: statistics, the printed table and the results files.
export { figure, formatNumber, median, percentile, spread, table } from './figure';
export type { Benchmark, Figure } from './figure';
export { runBenchmarks, writeResults } from './run-benchmarks';
export type { GroupedFigure, RunBenchmarksOptions } from './run-benchmarks';
