import { toTeamboardErrorAsync } from './errors/map-error';

/** What every supabase-js call resolves to: data, or an error, and for REST an HTTP status. */
export interface SupabaseResult {
  readonly data: unknown;
  readonly error: unknown;
  readonly status?: number;
}

/** The `data` of the successful branch of a supabase-js result union. */
export type DataOf<R extends SupabaseResult> = Extract<R, { error: null }>['data'];

/**
 * Awaits a supabase-js call and returns its `data`, or throws the
 * {@link TeamboardError} its `error` maps to. Also takes a thunk, so a call
 * that throws while being built is mapped as well.
 */
export async function run<R extends SupabaseResult>(
  call: PromiseLike<R> | (() => PromiseLike<R>),
): Promise<DataOf<R>> {
  let result: R;
  try {
    result = await (typeof call === 'function' ? call() : call);
  } catch (error) {
    throw await toTeamboardErrorAsync(error);
  }
  if (result.error !== null && result.error !== undefined) {
    throw await toTeamboardErrorAsync(result.error, { status: result.status });
  }
  return result.data;
}
