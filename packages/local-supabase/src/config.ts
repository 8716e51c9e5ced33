/** Ports the Supabase CLI uses, so tools that assume them keep working. */
export const DEFAULT_API_PORT = 54321;
export const DEFAULT_DB_PORT = 54322;
/**
 * The embedded database's login, as the Supabase CLI prints it. Its wire port refuses any other
 * (tools like `supabase gen types --db-url` and psql expect this one).
 */
export const DB_LOGIN = { user: 'postgres', password: 'postgres' } as const;
/** Servers listen on loopback only unless told otherwise. */
export const DEFAULT_HOST = '127.0.0.1';

export function apiUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
