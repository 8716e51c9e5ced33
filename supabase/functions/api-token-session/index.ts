// POST { token } — exchanges an API token (`tbk_…`) for the access token of
// an Auth session of the token's person, recorded as the token's. Every
// request with it is then held to the token by the database
// (migrations/20261126140000_api_tokens.sql): its workspace, its scope, and
// refused at once when the token is revoked or expires.
//
// The session is Supabase Auth's own: the admin API's magic-link hash for the
// person, verified at once. So the access token is signed with whatever keys
// the project uses and is checked by PostgREST, Storage and Realtime like any
// other, on hosted Supabase as on the local backend; nothing here holds or
// needs the JWT secret. The refresh token is not handed out: a script
// exchanges its API token again when the hour is up, so an expired or revoked
// token never gets a new access token.
import { FunctionError, json, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { serviceRest } from '../_shared/rest.ts';
import { apiTokenSessionInput, decodeJwt } from '../_shared/sdk/inputs.js';

interface Redeemed {
  token_id: string;
  user_id: string;
  email: string | null;
  workspace_id: string;
  scope: 'read' | 'write';
}

/** Calls /auth/v1 with a key: the service role for admin routes, the anon key otherwise. */
async function auth<T>(path: string, body: unknown, key: string): Promise<T> {
  const res = await fetch(`${Deno.env.get('SUPABASE_URL')}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new FunctionError('unknown', `Auth answered ${res.status}.`);
  return JSON.parse(text) as T;
}

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const body: unknown = await req.json().catch(() => null);
  const { token } = parseInput(
    apiTokenSessionInput,
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    { token: 'token' },
  );
  const redeemed = await serviceRest<Redeemed>('rpc/redeem_api_token', { method: 'POST', body: { token } });
  // A person without an email address (a phone-only account) has no magic link.
  if (!redeemed.email)
    throw new FunctionError('forbidden', 'This API token’s account cannot open a session.', 'no_email');

  const link = await auth<{ hashed_token?: string; properties?: { hashed_token?: string } }>(
    'admin/generate_link',
    { type: 'magiclink', email: redeemed.email },
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  );
  const tokenHash = link.hashed_token ?? link.properties?.hashed_token;
  if (!tokenHash) throw new FunctionError('unknown', 'Auth gave no link.');
  const session = await auth<{ access_token: string; expires_at: number }>(
    'verify',
    { type: 'magiclink', token_hash: tokenHash },
    Deno.env.get('SUPABASE_ANON_KEY') ?? '',
  );
  const sessionId = decodeJwt(session.access_token).session_id;
  if (typeof sessionId !== 'string') throw new FunctionError('unknown', 'Auth gave a session without an id.');
  await serviceRest('rpc/attach_api_token_session', {
    method: 'POST',
    body: { token_id: redeemed.token_id, session_id: sessionId },
  });
  return json({
    access_token: session.access_token,
    expires_at: session.expires_at,
    user_id: redeemed.user_id,
    workspace_id: redeemed.workspace_id,
    scope: redeemed.scope,
  });
});
