import type { Database } from '../db/database';

/**
 * Supabase Vault where the `supabase_vault` extension is not installed (PGlite,
 * a plain Postgres server): `vault.secrets`, the `vault.decrypted_secrets` view
 * and `vault.create_secret` / `vault.update_secret` with the extension's
 * signatures, so a migration or cron job that reads a secret runs unchanged.
 * Unlike the extension, the value is stored as given (a local database holds
 * development values only). Reachable by `postgres` and `service_role` only.
 */
export const vaultSchemaSql = /* sql */ `
create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
  from vault.secrets;

create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null
) returns uuid
language sql
set search_path = ''
as $fn$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id;
$fn$;

create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null
) returns void
language sql
set search_path = ''
as $fn$
  update vault.secrets set
    secret = coalesce(new_secret, secret),
    name = coalesce(new_name, name),
    description = coalesce(new_description, description),
    key_id = coalesce(new_key_id, key_id),
    updated_at = current_timestamp
  where id = secret_id;
$fn$;

revoke all on schema vault from public, anon, authenticated;
revoke all on all tables in schema vault from public, anon, authenticated;
revoke all on all functions in schema vault from public, anon, authenticated;
grant usage on schema vault to postgres, service_role;
grant select, insert, update, delete on vault.secrets, vault.decrypted_secrets to postgres, service_role;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres, service_role;
`;

export async function hasVaultExtension(db: Database): Promise<boolean> {
  const { rows } = await db.query(`select 1 from pg_extension where extname = 'supabase_vault'`);
  return rows.length > 0;
}

/** The extension where the server has it (a migration creates it), this schema everywhere else. */
export async function installVaultSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(54321)');
    const { rows } = await tx.query(`select 1 from pg_available_extensions where name = 'supabase_vault'`);
    if (rows.length === 0) await tx.exec(vaultSchemaSql);
  });
}

/**
 * `[db.vault]` values with `env(NAME)` read as the CLI reads them, from the environment; what
 * the backend knows about itself (`SUPABASE_URL`, its own API URL, as its edge functions see
 * it) wins, so a shell pointed at a hosted project cannot send local jobs there.
 */
export function resolveVaultSecrets(
  secrets: Record<string, string>,
  env: Record<string, string | undefined>,
  own: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(secrets)) {
    const variable = /^env\((.*)\)$/.exec(value)?.[1];
    out[name] = variable === undefined ? value : (own[variable] ?? env[variable] ?? value);
  }
  return out;
}

/**
 * What `supabase start`, `db reset` and `db push` do with `[db.vault]`: each
 * secret whose value resolved is created, or updated when one of that name
 * exists. Values still reading `env(NAME)` did not resolve and are skipped.
 */
export async function upsertVaultSecrets(db: Database, secrets: Record<string, string>): Promise<void> {
  const resolved = Object.entries(secrets).filter(([, value]) => value !== '' && !/^env\(.*\)$/.test(value));
  if (resolved.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [name, value] of resolved) {
      const { rows } = await tx.query<{ id: string }>('select id from vault.secrets where name = $1', [name]);
      if (rows[0]) await tx.query('select vault.update_secret($1, $2)', [rows[0].id, value]);
      else await tx.query('select vault.create_secret($1, $2)', [value, name]);
    }
  });
}
