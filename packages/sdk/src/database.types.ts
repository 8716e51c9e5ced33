/**
 * PLACEHOLDER until the schema lands: regenerate this file from the
 * migrations with `supabase gen types typescript --local` (same file name),
 * and every query becomes typed by table and column. Kept empty rather than
 * `any` so nothing compiles against tables that do not exist yet.
 */
export interface Database {
  public: {
    Tables: Record<never, never>;
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
}
