import { FunctionsHttpError } from '@supabase/supabase-js';
import { expect } from 'vitest';

/** The status and `{ error: { code, reason } }` body an edge function answered a failed call with. */
export async function functionFailure(result: {
  error: unknown;
}): Promise<{ status: number; code: unknown; reason: unknown }> {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  const body = (await response.json()) as { error?: { code?: unknown; reason?: unknown } };
  return { status: response.status, code: body.error?.code, reason: body.error?.reason };
}
