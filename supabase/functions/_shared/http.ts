// Responses in the shape the SDK maps (packages/sdk/docs/db-errors.md, "Edge functions").
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
};

export type ErrorCode =
  | 'validation'
  | 'not-found'
  | 'forbidden'
  | 'conflict'
  | 'limit-reached'
  | 'payload-too-large'
  | 'unknown';

const STATUS: Record<ErrorCode, number> = {
  validation: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'limit-reached': 429,
  'payload-too-large': 413,
  unknown: 500,
};

export class FunctionError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof FunctionError) {
    const body: Record<string, unknown> = { code: error.code, message: error.message };
    if (error.reason) body.reason = error.reason;
    return json({ error: body }, STATUS[error.code]);
  }
  console.error(error);
  return json({ error: { code: 'unknown', message: 'Something went wrong.' } }, 500);
}

/** Runs a handler with CORS preflights answered and every failure in the error shape. */
export function serve(handler: (req: Request) => Promise<Response>): void {
  Deno.serve(async (req) => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    try {
      return await handler(req);
    } catch (error) {
      return errorResponse(error);
    }
  });
}
