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
 * ("Hosted-shaped database") repeats them. The snapshot is Supabase's of late 2023
 * (GoTrue 20231117164230, Storage migration 17); hosted GoTrue and Storage migrate
 * forward from it when they start, so what they added since is on hosted too.
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
    matches: objects('relation', ['storage.migrations']),
    reason:
      "Storage's record of its own migrations; the local backend's storage schema is not built by those migrations",
  },
  {
    side: 'hosted only',
    matches: objects('function', [
      'storage.can_insert_object',
      'storage.get_size_by_bucket',
      'storage.search',
      'storage.update_updated_at_column',
    ]),
    reason:
      'helpers the Storage server calls itself (listing, sizes, the objects updated_at trigger); the local Storage does the same work in its own code, and the storage schema is not exposed through the Data API',
  },
  {
    side: 'hosted only',
    matches: /^column auth\.flow_state\.(?:auth_code|code_challenge_method|code_challenge) .* not null$/,
    reason: 'later GoTrue migrations made these flow_state columns nullable (see the local-only entry)',
  },
  {
    side: 'local only',
    matches: /^column auth\.flow_state\.(?:auth_code|code_challenge_method|code_challenge) [a-z_ ]+$/,
    reason: 'nullable as later GoTrue migrations made them',
  },
  {
    side: 'local only',
    matches: new RegExp(
      [
        '^relation auth\\.one_time_tokens ',
        '^column auth\\.one_time_tokens\\.',
        '^column auth\\.flow_state\\.(?:auth_code_issued_at|invite_token|referrer|oauth_client_state_id|linking_target_id|email_optional) ',
        '^column auth\\.mfa_factors\\.(?:phone|last_challenged_at|web_authn_credential|web_authn_aaguid|last_webauthn_challenge_data) ',
        '^column auth\\.mfa_challenges\\.web_authn_session_data ',
      ].join('|'),
    ),
    reason:
      "added by GoTrue migrations after the snapshot (one-time tokens, phone and WebAuthn factors, flow-state fields); hosted GoTrue has them, and GoTrue's migrations ship only in its image",
  },
  {
    side: 'local only',
    matches:
      /^column storage\.(?:buckets\.type|objects\.user_metadata|objects\.level) |^(?:function|grant execute on) storage\.operation\(\)/,
    reason:
      'added by Storage migrations after the snapshot (user metadata, bucket types, prefixes, storage.operation()); hosted Storage has them',
  },
  {
    side: 'local only',
    matches: /^(?:function|grant execute on) auth\.notify_session_ended\(\)/,
    reason:
      "the local backend's trigger that tells its Realtime a session ended (hosted Realtime learns it otherwise); callable only as a trigger",
  },
];
