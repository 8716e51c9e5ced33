/** Bounds of a workspace search; the database's search_workspace() refuses the same. */
export const SEARCH_LIMITS = {
  /** Characters of the typed query. */
  queryMax: 200,
  /** Rows one search may ask for, and how many it gets when it does not say. */
  rowsMax: 50,
  rowsDefault: 20,
} as const;
