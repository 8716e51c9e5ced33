import type { Database, Queryable } from '../db/database';
import { isPgError } from '../db/database';
import { applyRequestContext, withRequestContext } from '../db/request-context';
import { verifyCaller } from '../keys/caller';
import type { VerificationKeys } from '../keys/signing-keys';
import type { JwtClaims } from '../keys/jwt';

/** Who a channel acts as: the claims RLS sees for its postgres_changes and private checks. */
export interface Identity {
  role: string;
  claims: JwtClaims;
  /** Seconds since the epoch, when the token expires. */
  exp: number | undefined;
}

export type TokenCheck = { ok: true; identity: Identity } | { ok: false; message: string };

/** Verifies a channel token as Realtime does, with its error texts. */
export async function checkToken(token: string, keys: string | VerificationKeys): Promise<TokenCheck> {
  const checked = await verifyCaller(token, keys);
  if (!checked.ok) {
    if (checked.problem === 'expired') {
      const ago = checked.exp === undefined ? 0 : Math.max(0, Math.floor(Date.now() / 1000) - checked.exp);
      return { ok: false, message: `Token has expired ${ago} seconds ago` };
    }
    return { ok: false, message: 'The token provided is not a valid JWT' };
  }
  const { claims } = checked;
  if (checked.role === undefined || typeof claims.exp !== 'number') {
    return { ok: false, message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (!checked.apiRole) return { ok: false, message: 'Invalid JWT role' };
  return { ok: true, identity: { role: checked.role, claims, exp: claims.exp } };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Which of `records` (by position) the identity can SELECT right now under
 * RLS, re-selected by primary key as Realtime does. `unauthorized` when the
 * role may not read the table at all.
 */
export async function visibleRows(
  db: Database,
  identity: Identity,
  schema: string,
  table: string,
  primaryKey: readonly string[],
  records: readonly Record<string, unknown>[],
): Promise<Set<number> | 'unauthorized'> {
  const rel = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  const match = primaryKey.map((c) => `t.${quoteIdent(c)} = p.${quoteIdent(c)}`).join(' and ');
  try {
    const rows = await withRequestContext(
      db,
      { role: identity.role, claims: identity.claims },
      async (tx) => {
        const { rows } = await tx.query<{ n: string }>(
          `select e.n::text as n
         from jsonb_array_elements($1::jsonb) with ordinality as e(rec, n)
         cross join lateral jsonb_populate_record(null::${rel}, e.rec) as p
         where exists (select 1 from ${rel} t where ${match})`,
          [JSON.stringify(records)],
        );
        return rows;
      },
    );
    return new Set(rows.map((r) => Number(r.n) - 1));
  } catch (error) {
    if (isPgError(error) && error.code === '42501') return 'unauthorized';
    throw error;
  }
}

class Rollback extends Error {
  constructor(readonly value: { read: boolean; write: boolean }) {
    super('rollback');
  }
}

/**
 * Private channel access through RLS on realtime.messages: read = the user
 * can SELECT probe rows for the topic, write = the user can INSERT one. All
 * probes are rolled back.
 */
export async function channelAccess(
  db: Database,
  identity: Identity,
  topic: string,
  headers: Record<string, string> = {},
): Promise<{ read: boolean; write: boolean }> {
  try {
    await db.requestTransaction(async (tx: Queryable) => {
      // The probes are written as service_role (bypassing RLS), then read as the caller.
      await tx.query(`select set_config('role', 'service_role', true)`);
      const { rows: probes } = await tx.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, private, payload)
         values ($1, 'broadcast', true, '{}'), ($1, 'presence', true, '{}') returning id::text`,
        [topic],
      );
      await applyRequestContext(tx, { role: identity.role, claims: identity.claims, headers });
      await tx.query(`select set_config('realtime.topic', $1, true)`, [topic]);
      const { rows } = await tx.query(`select 1 from realtime.messages where id = any($1::uuid[])`, [
        probes.map((p) => p.id),
      ]);
      const read = rows.length > 0;
      let write = false;
      await tx.query('savepoint realtime_write_probe');
      try {
        await tx.query(
          `insert into realtime.messages (topic, extension, private, payload) values ($1, 'broadcast', true, '{}')`,
          [topic],
        );
        write = true;
      } catch (error) {
        if (!isPgError(error)) throw error;
        await tx.query('rollback to savepoint realtime_write_probe');
      }
      throw new Rollback({ read, write });
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value;
    throw error;
  }
  return { read: false, write: false };
}
