import type { Queryable } from '../../db/database';

/** A row of auth.mfa_factors. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
  /** The registered security key of a verified WebAuthn factor (public parts). */
  web_authn_credential: unknown;
}

export async function findFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  );
  return rows;
}

/** A factor as GoTrue serialises it in `user.factors` and the admin routes (never the secret). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: new Date(factor.created_at).toISOString(),
    updated_at: new Date(factor.updated_at).toISOString(),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at ? new Date(factor.last_challenged_at).toISOString() : null,
  };
}
