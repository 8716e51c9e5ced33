import { searchBenchmark } from '../src/search-benchmark';

/** search_workspace on 20,000 cards: four workspace boards of 5,000. */
export default searchBenchmark({
  name: 'search_workspace (20,000 cards)',
  label: 'search_workspace, 20,000 cards',
  boards: 4,
  cardsPerBoard: 5_000,
});
