import pg from 'pg';

/** One fact about auth or storage that only one of the two databases has. */
export interface ShapeDifference {
  side: 'hosted only' | 'local only';
  fact: string;
}

const API_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * The facts of `auth` and `storage` a client or a migration can depend on, one
 * string each: tables and views, columns with their types, functions with
 * their arguments and result, and what anon, authenticated and service_role
 * may do with the schemas, tables and functions.
 */
export async function schemaShape(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ fact: string }>(
      `with rels as (
         select c.oid, n.nspname || '.' || c.relname as name, c.relkind
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any($1) and c.relkind in ('r', 'v', 'p', 'm')
       ), funcs as (
         select p.oid, n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
                pg_get_function_result(p.oid) as result
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = any($1)
       )
       select 'relation ' || name || ' ' || case relkind when 'v' then 'view' when 'm' then 'view' else 'table' end as fact from rels
       union all
       select 'column ' || r.name || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
              || case when a.attnotnull then ' not null' else '' end
       from rels r join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
       union all
       select 'function ' || name || ' returns ' || result from funcs
       union all
       select 'grant ' || privilege || ' on ' || r.name || ' to ' || role
       from rels r cross join unnest($2::text[]) role
         cross join unnest(array['select', 'insert', 'update', 'delete']) privilege
       where has_table_privilege(role, r.oid, privilege)
       union all
       select 'grant execute on ' || f.name || ' to ' || role
       from funcs f cross join unnest($2::text[]) role
       where has_function_privilege(role, f.oid, 'execute')
       union all
       select 'grant usage on schema ' || s || ' to ' || role
       from unnest($1::text[]) s cross join unnest($2::text[]) role
       where has_schema_privilege(role, s, 'usage')`,
      [['auth', 'storage'], API_ROLES],
    );
    return new Set(rows.map((r) => r.fact));
  } finally {
    await client.end();
  }
}

/** A difference that stays, with the reason (also in packages/local-supabase/README.md). */
export interface AllowedDifference {
  side: ShapeDifference['side'];
  matches: RegExp;
  reason: string;
}

/** The facts (see schemaShape) that name a table's columns and grants, or a function and its grants. */
const FACT_PREFIX = {
  relation: '(?:relation|column|grant \\w+ on)',
  function: '(?:function|grant execute on)',
};

/** Every fact about the named tables or functions. */
const objects = (kind: keyof typeof FACT_PREFIX, names: string[]) => {
  const escaped = names.map((name) => name.replace(/\./g, '\\.'));
  return new RegExp(`^${FACT_PREFIX[kind]} (?:${escaped.join('|')})[ .(]`);
};

/**
 * The differences that stay, each with its reason; packages/local-supabase/README.md
 * ("Hosted-shaped database") repeats them. The hosted side is the CLI's snapshot caught
 * up to the GoTrue and Storage migrations pinned in hosted-versions.ts.
 */
export const PARITY_ALLOW_LIST: readonly AllowedDifference[] = [
  {
    side: 'hosted only',
    matches: objects('relation', [
      'auth.saml_providers',
      'auth.saml_relay_states',
      'auth.sso_domains',
      'auth.sso_providers',
    ]),
    reason:
      'SAML single sign-on is not served by the local backend, so it keeps no SSO tables; no migration of ours reads them',
  },
  {
    side: 'hosted only',
    matches: new RegExp(
      `${objects('relation', ['auth.oauth_clients', 'auth.oauth_authorizations', 'auth.oauth_consents']).source}|^column auth\\.sessions\\.(?:oauth_client_id|scopes) `,
    ),
    reason:
      "GoTrue's OAuth 2.1 server (clients, authorizations, consents, and the client and scopes of a session it issued) is not served by the local backend",
  },
  {
    side: 'hosted only',
    matches: objects('relation', ['auth.custom_oauth_providers', 'auth.oauth_client_states']),
    reason:
      "sign-in providers added at run time through GoTrue's admin API (and their flow states) are not served; the local Auth's providers are those of config.toml",
  },
  {
    side: 'hosted only',
    matches: objects('relation', ['auth.webauthn_credentials', 'auth.webauthn_challenges']),
    reason:
      'passkeys as a first factor are not served; WebAuthn as a second factor keeps its data in auth.mfa_factors and auth.mfa_challenges, as GoTrue does',
  },
  {
    side: 'hosted only',
    matches: /^column auth\.sessions\.(?:refresh_token_hmac_key|refresh_token_counter) /,
    reason:
      "GoTrue's signed refresh tokens (a key and counter per session); the local Auth issues refresh tokens from auth.refresh_tokens, GoTrue's other scheme",
  },
  {
    side: 'hosted only',
    matches: /^column auth\.mfa_challenges\.otp_code /,
    reason: "the code of a phone factor's challenge; the local backend has no SMS provider, so it sends none",
  },
  {
    side: 'hosted only',
    matches: objects('relation', ['storage.migrations']),
    reason:
      "Storage's record of its own migrations; the local backend's storage schema is not built by those migrations",
  },
  {
    side: 'hosted only',
    matches: objects('function', [
      'storage.can_insert_object',
      'storage.enforce_bucket_name_length',
      'storage.get_size_by_bucket',
      'storage.search',
      'storage.update_updated_at_column',
    ]),
    reason:
      'helpers the Storage server calls itself (listing, sizes, the objects updated_at trigger, the bucket-name length trigger); the local Storage does that work in its own code (it refuses a bucket name over 100 characters before writing), and the storage schema is not exposed through the Data API',
  },
  {
    side: 'hosted only',
    matches: objects('relation', ['storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts']),
    reason: "Storage's S3 protocol (multipart uploads) is not served by the local backend",
  },
  {
    side: 'hosted only',
    matches: objects('relation', [
      'storage.buckets_analytics',
      'storage.buckets_vectors',
      'storage.vector_indexes',
    ]),
    reason: 'analytics (Iceberg) and vector buckets are not served by the local backend',
  },
  {
    side: 'hosted only',
    matches:
      /^column storage\.(?:buckets\.versioning_status|objects\.(?:archived_at|is_delete_marker|is_versioned)) /,
    reason:
      "object versioning (Storage 0062), which hosted keeps off (a check allows only versioning_status 'DISABLED'); the local Storage keeps one version of an object",
  },
  {
    side: 'local only',
    matches: /^(?:function|grant execute on) auth\.notify_session_ended\(\)/,
    reason:
      "the local backend's trigger that tells its Realtime a session ended (hosted Realtime learns it otherwise); callable only as a trigger",
  },
];
