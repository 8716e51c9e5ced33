/**
 * The one place that pins which upstream migrations the hosted-shaped
 * database is caught up to (see hosted-catch-up.ts). The CLI's snapshot stops
 * at GoTrue 20231117164230 and Storage migration 18; hosted GoTrue and
 * Storage migrate forward from it when they start, to these.
 */
export const HOSTED_VERSIONS = {
  gotrue: {
    repository: 'https://github.com/supabase/auth',
    commit: 'bc32168e13fdc928c98b449fc76bc3fdb9a293c5',
    /** The last file of `migrations/` the catch-up stands for. */
    lastMigration: '20260625000000',
  },
  storage: {
    repository: 'https://github.com/supabase/storage',
    commit: '4fa61fba9371c4bd40cbb81509f07bcb3af21683',
    /** The last file of `migrations/tenant/` the catch-up stands for (`0063-…`), as `storage.migrations` names it. */
    lastMigration: 'fix-search-name-relative-to-prefix',
  },
} as const;
