import type { Queryable } from '@teamboard/local-supabase';

/**
 * Runs `sql` in one transaction as a signed-in user, with the same role,
 * claims and search_path the REST service sets, so RLS applies exactly as it
 * does behind /rest/v1. The reference that REST figures are compared with.
 */
export function queryAsUser<T>(
  db: { transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R> },
  userId: string,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
              set_config('search_path', 'public, extensions', true)`,
      [JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' })],
    );
    return (await tx.query<T & Record<string, unknown>>(sql, params)).rows;
  });
}
