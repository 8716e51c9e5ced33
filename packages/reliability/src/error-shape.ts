/**
 * The documented error shapes of each API, as hosted Supabase answers them.
 * Returns what is wrong with `body`, or undefined when it has the shape.
 */
export type Api = 'rest' | 'storage' | 'auth' | 'functions';

export function errorShapeProblem(api: Api, status: number, text: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 120)}`;
  }
  if (!body || typeof body !== 'object') return `not an object: ${text.slice(0, 120)}`;
  const b = body as Record<string, unknown>;
  const str = (k: string) => typeof b[k] === 'string';
  // A path that normalises to no API at all gets the gateway's own answer, as Kong gives it.
  if (status === 404 && b.message === 'no Route matched with those values') return undefined;
  switch (api) {
    case 'rest':
      return str('message') && 'code' in b && 'details' in b && 'hint' in b
        ? undefined
        : `not a PostgREST error: ${text.slice(0, 200)}`;
    case 'storage':
      return str('message') && str('error') && 'statusCode' in b
        ? undefined
        : `not a Storage error: ${text.slice(0, 200)}`;
    case 'auth':
      return str('msg') || str('message') || str('error_description')
        ? undefined
        : `not an Auth error: ${text.slice(0, 200)}`;
    case 'functions':
      return str('msg') || str('message') || str('error')
        ? undefined
        : `not a Functions error: ${text.slice(0, 200)}`;
  }
}
