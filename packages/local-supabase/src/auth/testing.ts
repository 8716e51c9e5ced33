/** What a test needs to reach a running backend's Auth API. */
export interface AuthTarget {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface TestSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; [field: string]: unknown };
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as T & { msg?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status}: ${body.msg ?? ''}`);
  return body;
}

/**
 * Creates a confirmed user through the real admin API and signs it in with
 * the password grant, whatever the project's confirmation setting. Hand the
 * session to supabase-js with `auth.setSession(session)`.
 */
export async function createUserWithSession(
  backend: AuthTarget,
  email: string,
  password: string,
  userMetadata: Record<string, unknown> = {},
): Promise<TestSession> {
  const auth = `${backend.apiUrl}/auth/v1`;
  await call(`${auth}/admin/users`, {
    method: 'POST',
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, email_confirm: true, user_metadata: userMetadata }),
  });
  return call<TestSession>(`${auth}/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}
