import { searchBenchmark } from '../src/search-benchmark';

/**
 * search_workspace on 20,000 cards over 50 private boards of 400, the
 * searching member on 25 of them (issue 30): only their boards' cards may be
 * found, and the check costs one look at the member's boards per search.
 * Targets: p95 under 100 ms; at most 1.2× the same SQL.
 */
export default searchBenchmark({
  name: 'search_workspace (20,000 cards, 50 private boards)',
  label: 'search_workspace, 20,000 cards on 50 private boards',
  boards: 50,
  cardsPerBoard: 400,
  privateBoards: { count: 50, memberOn: 25 },
});
