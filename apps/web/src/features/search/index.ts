/** Finding things: the Ctrl/⌘-K palette and the app bar's search box. */
export { SearchPalette } from './components/SearchPalette';
export { searchKeys } from './lib/search-keys';
