import { HOSTED_VERSIONS } from './hosted-versions';

/**
 * What GoTrue's and Storage's migrations since the CLI's snapshot leave in
 * `auth` and `storage`, written here from reading them (the versions are in
 * hosted-versions.ts). Hosted GoTrue and Storage run their pending migrations
 * when they start, so a hosted project has all of this. Each group names the
 * upstream migration(s) it stands for; a migration whose effect a later one
 * undoes (Storage's `prefixes` table and `objects.level`, added by 0026 and
 * dropped by 0052) is written as its net effect.
 *
 * Storage runs as a multi-tenant service on hosted, so the parts of its
 * migrations that run only single-tenant (`storage.multitenant` unset: the
 * Iceberg namespace and table catalogue of 0038, 0047 and 0048) are left out.
 * Storage's listing functions (0020 … 0063) are not replayed: only the
 * Storage server calls them, no migration of ours or route of the local
 * Storage does, and their bodies are Storage's code. So `storage.search`
 * keeps the snapshot's body (its arguments and result are still those), and
 * `search_v2`, `search_by_timestamp`, `list_objects_with_delimiter`,
 * `list_multipart_uploads_with_delimiter` and `get_common_prefix` are absent.
 * The README's "Hosted-shaped database" section says so too.
 */
export interface CatchUpGroup {
  /** The upstream migration(s) this group stands for. */
  upstream: string;
  sql: string;
}

/** GoTrue's migrations after 20231117164230, run as supabase_auth_admin (GoTrue's role). */
export const AUTH_CATCH_UP: readonly CatchUpGroup[] = [
  {
    upstream: '20240115144230_remove_ip_address_from_saml_relay_state',
    sql: 'alter table auth.saml_relay_states drop column if exists from_ip_address;',
  },
  {
    upstream: '20240214120130_add_is_anonymous_column',
    sql: `alter table auth.users add column if not exists is_anonymous boolean not null default false;
          create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);`,
  },
  {
    upstream: '20240306115329_add_issued_at_to_flow_state',
    sql: 'alter table auth.flow_state add column if not exists auth_code_issued_at timestamptz;',
  },
  {
    upstream: '20240314092811_add_saml_name_id_format',
    sql: 'alter table auth.saml_providers add column if not exists name_id_format text;',
  },
  {
    upstream: '20240427152123_add_one_time_tokens_table',
    sql: `create type auth.one_time_token_type as enum (
            'confirmation_token', 'reauthentication_token', 'recovery_token',
            'email_change_token_new', 'email_change_token_current', 'phone_change_token');
          create table auth.one_time_tokens (
            id uuid primary key,
            user_id uuid not null references auth.users on delete cascade,
            token_type auth.one_time_token_type not null,
            token_hash text not null check (char_length(token_hash) > 0),
            relates_to text not null,
            created_at timestamp not null default now(),
            updated_at timestamp not null default now());
          create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
          create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
          create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);`,
  },
  {
    upstream: '20240612123726_enable_rls_update_grants',
    // Row level security on every auth table, and `postgres` may read (and pass on reading) each.
    sql: `do $$
          declare t text;
          begin
            foreach t in array array['schema_migrations', 'instances', 'users', 'audit_log_entries',
              'saml_relay_states', 'refresh_tokens', 'mfa_factors', 'sessions', 'sso_providers',
              'sso_domains', 'mfa_challenges', 'mfa_amr_claims', 'saml_providers', 'flow_state',
              'identities', 'one_time_tokens'] loop
              execute format('alter table auth.%I enable row level security', t);
              execute format('grant select on auth.%I to postgres with grant option', t);
            end loop;
          end $$;`,
  },
  {
    upstream:
      '20240729123726_add_mfa_phone_config, 20240802193726_add_mfa_factors_column_last_challenged_at, 20240806073726_drop_uniqueness_constraint_on_phone',
    // The phone column's own unique constraint is dropped again by 20240806073726; the
    // per-user index is renamed there.
    sql: `alter type auth.factor_type add value if not exists 'phone';
          alter table auth.mfa_factors add column phone text default null;
          alter table auth.mfa_challenges add column otp_code text;
          create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);
          alter table auth.mfa_factors add column last_challenged_at timestamptz unique default null;`,
  },
  {
    upstream: '20241009103726_add_web_authn',
    sql: `alter table auth.mfa_factors add column web_authn_credential jsonb, add column web_authn_aaguid uuid;
          alter table auth.mfa_challenges add column web_authn_session_data jsonb;`,
  },
  {
    upstream: '20250717082212_add_disabled_to_sso_providers',
    sql: `alter table auth.sso_providers add column disabled boolean;
          create index sso_providers_resource_id_pattern_idx on auth.sso_providers (resource_id text_pattern_ops);`,
  },
  {
    upstream:
      '20250731150234_add_oauth_clients_table, 20250901200500_add_oauth_client_type, 20250903112500_remove_oauth_client_id_column, 20260121000000_add_token_endpoint_auth_method',
    // The table as those four leave it: client_id dropped again, a secret optional, the
    // endpoint's auth method required.
    sql: `create type auth.oauth_registration_type as enum ('dynamic', 'manual');
          create type auth.oauth_client_type as enum ('public', 'confidential');
          create table auth.oauth_clients (
            id uuid primary key,
            client_secret_hash text,
            registration_type auth.oauth_registration_type not null,
            redirect_uris text not null,
            grant_types text not null,
            client_name text check (char_length(client_name) <= 1024),
            client_uri text check (char_length(client_uri) <= 2048),
            logo_uri text check (char_length(logo_uri) <= 2048),
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now(),
            deleted_at timestamptz,
            client_type auth.oauth_client_type not null default 'confidential',
            token_endpoint_auth_method text not null
              check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none')));
          create index oauth_clients_deleted_at_idx on auth.oauth_clients (deleted_at);`,
  },
  {
    upstream:
      '20250804100000_add_oauth_authorizations_consents, 20251104100000_add_nonce_to_oauth_authorizations',
    sql: `create type auth.oauth_authorization_status as enum ('pending', 'approved', 'denied', 'expired');
          create type auth.oauth_response_type as enum ('code');
          create table auth.oauth_authorizations (
            id uuid primary key,
            authorization_id text not null unique,
            client_id uuid not null references auth.oauth_clients on delete cascade,
            user_id uuid references auth.users on delete cascade,
            redirect_uri text not null check (char_length(redirect_uri) <= 2048),
            scope text not null check (char_length(scope) <= 4096),
            state text check (char_length(state) <= 4096),
            resource text check (char_length(resource) <= 2048),
            code_challenge text check (char_length(code_challenge) <= 128),
            code_challenge_method auth.code_challenge_method,
            response_type auth.oauth_response_type not null default 'code',
            status auth.oauth_authorization_status not null default 'pending',
            authorization_code text unique check (char_length(authorization_code) <= 255),
            created_at timestamptz not null default now(),
            expires_at timestamptz not null default now() + interval '3 minutes',
            approved_at timestamptz,
            nonce text check (char_length(nonce) <= 255),
            check (expires_at > created_at));
          create index oauth_auth_pending_exp_idx on auth.oauth_authorizations (expires_at) where status = 'pending';
          create table auth.oauth_consents (
            id uuid primary key,
            user_id uuid not null references auth.users on delete cascade,
            client_id uuid not null references auth.oauth_clients on delete cascade,
            scopes text not null check (char_length(scopes) <= 2048 and char_length(trim(scopes)) > 0),
            granted_at timestamptz not null default now(),
            revoked_at timestamptz check (revoked_at is null or revoked_at >= granted_at),
            unique (user_id, client_id));
          create index oauth_consents_active_user_client_idx on auth.oauth_consents (user_id, client_id) where revoked_at is null;
          create index oauth_consents_user_order_idx on auth.oauth_consents (user_id, granted_at desc);
          create index oauth_consents_active_client_idx on auth.oauth_consents (client_id) where revoked_at is null;`,
  },
  {
    upstream:
      '20250904133000_add_oauth_client_id_to_session, 20251007112900_add_session_refresh_token_columns, 20251111201300_add_scopes_to_sessions',
    sql: `alter table auth.sessions
            add column oauth_client_id uuid references auth.oauth_clients on delete cascade,
            add column refresh_token_hmac_key text,
            add column refresh_token_counter bigint,
            add column scopes text check (char_length(scopes) <= 4096);
          create index sessions_oauth_client_id_idx on auth.sessions (oauth_client_id);`,
  },
  {
    upstream: '20250925093508_add_last_webauthn_challenge_data',
    sql: 'alter table auth.mfa_factors add column last_webauthn_challenge_data jsonb;',
  },
  {
    upstream: '20251201000000_add_oauth_client_states_table',
    sql: `create table auth.oauth_client_states (
            id uuid primary key, provider_type text not null, code_verifier text, created_at timestamptz not null);
          create index idx_oauth_client_states_created_at on auth.oauth_client_states (created_at);`,
  },
  {
    upstream: '20260115000000_add_flow_state_oauth_context',
    sql: `alter table auth.flow_state
            add column invite_token text,
            add column referrer text,
            add column oauth_client_state_id uuid,
            add column linking_target_id uuid,
            add column email_optional boolean not null default false,
            alter column code_challenge drop not null,
            alter column code_challenge_method drop not null,
            alter column auth_code drop not null;`,
  },
  {
    upstream: '20260219120000_add_custom_oauth_providers, 20260625000000_add_custom_claims_allowlist',
    // The columns a client can see; the https-only, length and format checks of the upstream
    // table are GoTrue's input rules and left out, as no test of ours writes this table.
    sql: `create table auth.custom_oauth_providers (
            id uuid primary key default gen_random_uuid(),
            provider_type text not null check (provider_type in ('oauth2', 'oidc')),
            identifier text not null unique,
            name text not null,
            client_id text not null,
            client_secret text not null,
            acceptable_client_ids text[] not null default '{}',
            scopes text[] not null default '{}',
            pkce_enabled boolean not null default true,
            attribute_mapping jsonb not null default '{}',
            authorization_params jsonb not null default '{}',
            enabled boolean not null default true,
            email_optional boolean not null default false,
            issuer text,
            discovery_url text,
            skip_nonce_check boolean not null default false,
            cached_discovery jsonb,
            discovery_cached_at timestamptz,
            authorization_url text,
            token_url text,
            userinfo_url text,
            jwks_uri text,
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now(),
            custom_claims_allowlist text[] not null default '{}');`,
  },
  {
    upstream: '20260302000000_add_passkeys',
    sql: `create table auth.webauthn_credentials (
            id uuid primary key default gen_random_uuid(),
            user_id uuid not null references auth.users on delete cascade,
            credential_id bytea not null unique,
            public_key bytea not null,
            attestation_type text not null default '',
            aaguid uuid,
            sign_count bigint not null default 0,
            transports jsonb not null default '[]',
            backup_eligible boolean not null default false,
            backed_up boolean not null default false,
            friendly_name text not null default '',
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now(),
            last_used_at timestamptz);
          create index webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);
          create table auth.webauthn_challenges (
            id uuid primary key default gen_random_uuid(),
            user_id uuid references auth.users on delete cascade,
            challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
            session_data jsonb not null,
            created_at timestamptz not null default now(),
            expires_at timestamptz not null);
          create index webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
          create index webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);`,
  },
  {
    upstream: 'every migration above, recorded as GoTrue records a run',
    sql: `insert into auth.schema_migrations (version) values
            ('20240115144230'), ('20240214120130'), ('20240306115329'), ('20240314092811'),
            ('20240427152123'), ('20240612123726'), ('20240729123726'), ('20240802193726'),
            ('20240806073726'), ('20241009103726'), ('20250717082212'), ('20250731150234'),
            ('20250804100000'), ('20250901200500'), ('20250903112500'), ('20250904133000'),
            ('20250925093508'), ('20251007112900'), ('20251104100000'), ('20251111201300'),
            ('20251201000000'), ('20260115000000'), ('20260121000000'), ('20260219120000'),
            ('20260302000000'), ('${HOSTED_VERSIONS.gotrue.lastMigration}');`,
  },
];

/** The Storage migrations after the snapshot's last, in order, as `storage.migrations` names them. */
export const STORAGE_MIGRATIONS_CAUGHT_UP = [
  'alter-default-value-objects-id',
  'list-objects-with-delimiter',
  's3-multipart-uploads',
  's3-multipart-uploads-big-ints',
  'optimize-search-function',
  'operation-function',
  'custom-metadata',
  'objects-prefixes',
  'search-v2',
  'object-bucket-name-sorting',
  'create-prefixes',
  'update-object-levels',
  'objects-level-index',
  'backward-compatible-index-on-objects',
  'backward-compatible-index-on-prefixes',
  'optimize-search-function-v1',
  'add-insert-trigger-prefixes',
  'optimise-existing-functions',
  'add-bucket-name-length-trigger',
  'iceberg-catalog-flag-on-buckets',
  'add-search-v2-sort-support',
  'fix-prefix-race-conditions-optimized',
  'add-object-level-update-trigger',
  'rollback-prefix-triggers',
  'fix-object-level',
  'vector-bucket-type',
  'vector-buckets',
  'buckets-objects-grants',
  'iceberg-table-metadata',
  'iceberg-catalog-ids',
  'buckets-objects-grants-postgres',
  'search-v2-optimised',
  'index-backward-compatible-search',
  'drop-not-used-indexes-and-functions',
  'drop-index-lower-name',
  'drop-index-object-level',
  'prevent-direct-deletes',
  'fix-optimized-search-function',
  's3-multipart-uploads-metadata',
  'operation-ergonomics',
  'drop-unused-functions',
  'optimize-existing-functions-again',
  'mark-filename-immutable',
  'object-versioning-core',
  HOSTED_VERSIONS.storage.lastMigration,
] as const;

/** Storage's migrations after `add_owner_id_column_deprecate_owner` (0018), run as supabase_storage_admin. */
export const STORAGE_CATCH_UP: readonly CatchUpGroup[] = [
  {
    upstream: '0019-alter-default-value-objects-id',
    sql: 'alter table storage.objects alter column id set default gen_random_uuid();',
  },
  {
    upstream:
      '0021-s3-multipart-uploads, 0022-s3-multipart-uploads-big-ints, 0025-custom-metadata, 0057-s3-multipart-uploads-metadata',
    sql: `create table storage.s3_multipart_uploads (
            id text primary key,
            in_progress_size bigint not null default 0,
            upload_signature text not null,
            bucket_id text not null references storage.buckets (id),
            key text collate "C" not null,
            version text not null,
            owner_id text,
            created_at timestamptz not null default now(),
            user_metadata jsonb,
            metadata jsonb);
          create table storage.s3_multipart_uploads_parts (
            id uuid primary key default gen_random_uuid(),
            upload_id text not null references storage.s3_multipart_uploads (id) on delete cascade,
            size bigint not null default 0,
            part_number int not null,
            bucket_id text not null references storage.buckets (id),
            key text collate "C" not null,
            etag text not null,
            owner_id text,
            version text not null,
            created_at timestamptz not null default now());
          create index idx_multipart_uploads_list on storage.s3_multipart_uploads (bucket_id, key, created_at);
          alter table storage.s3_multipart_uploads enable row level security;
          alter table storage.s3_multipart_uploads_parts enable row level security;
          revoke all on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts from anon, authenticated;
          grant all on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts to service_role;
          grant select on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts to anon, authenticated;`,
  },
  {
    upstream: '0024-operation-function',
    sql: `create function storage.operation() returns text language plpgsql stable
          as $$ begin return current_setting('storage.operation', true); end $$;`,
  },
  {
    upstream: '0025-custom-metadata',
    sql: 'alter table storage.objects add column user_metadata jsonb;',
  },
  {
    upstream:
      '0020-list-objects-with-delimiter, 0051-index-backward-compatible-search (indexes); 0026-objects-prefixes … 0054-drop-index-object-level (net effect: none, as 0052 dropped the prefixes table and objects.level, and with the column its indexes)',
    sql: `create index idx_objects_bucket_id_name on storage.objects (bucket_id, (name collate "C"));
          create index idx_objects_bucket_id_name_lower on storage.objects (bucket_id, (lower(name) collate "C"));`,
  },
  {
    upstream: '0037-add-bucket-name-length-trigger',
    sql: `create function storage.enforce_bucket_name_length() returns trigger language plpgsql as $$
          begin
            if length(new.name) > 100 then
              raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
            end if;
            return new;
          end $$;
          create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
            for each row execute function storage.enforce_bucket_name_length();`,
  },
  {
    upstream:
      '0038-iceberg-catalog-flag-on-buckets, 0044-vector-bucket-type, 0048-iceberg-catalog-ids (multi-tenant parts)',
    sql: `create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
          alter table storage.buckets add column type storage.buckettype not null default 'STANDARD';
          create table storage.buckets_analytics (
            name text not null,
            type storage.buckettype not null default 'ANALYTICS',
            format text not null default 'ICEBERG',
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now(),
            id uuid primary key default gen_random_uuid(),
            deleted_at timestamptz);
          create unique index buckets_analytics_unique_name_idx on storage.buckets_analytics (name) where deleted_at is null;
          alter table storage.buckets_analytics enable row level security;
          grant all on storage.buckets_analytics to service_role, authenticated, anon;`,
  },
  {
    upstream: '0045-vector-buckets',
    sql: `create table storage.buckets_vectors (
            id text primary key,
            type storage.buckettype not null default 'VECTOR',
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now());
          create table storage.vector_indexes (
            id text primary key default gen_random_uuid(),
            name text collate "C" not null,
            bucket_id text not null references storage.buckets_vectors (id),
            data_type text not null,
            dimension integer not null,
            distance_metric text not null,
            metadata_configuration jsonb,
            created_at timestamptz not null default now(),
            updated_at timestamptz not null default now());
          alter table storage.buckets_vectors enable row level security;
          alter table storage.vector_indexes enable row level security;
          grant select on storage.buckets_vectors, storage.vector_indexes to service_role, authenticated, anon;
          create unique index vector_indexes_name_bucket_id_idx on storage.vector_indexes (name, bucket_id);`,
  },
  {
    upstream: '0046-buckets-objects-grants, 0049-buckets-objects-grants-postgres',
    sql: `grant all on storage.buckets, storage.objects to postgres with grant option;
          grant all on storage.buckets, storage.objects to service_role, authenticated, anon;`,
  },
  {
    upstream: '0055-prevent-direct-deletes',
    sql: `create function storage.protect_delete() returns trigger language plpgsql as $$
          begin
            if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
              raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
                using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
            end if;
            return null;
          end $$;
          create trigger protect_buckets_delete before delete on storage.buckets
            for each statement execute function storage.protect_delete();
          create trigger protect_objects_delete before delete on storage.objects
            for each statement execute function storage.protect_delete();`,
  },
  {
    upstream: '0058-operation-ergonomics',
    // Whether the Storage operation under way (`storage.operation()`, with or without its
    // `storage.` prefix) is the one named, or one of those named.
    sql: `create function storage.allow_only_operation(expected_operation text) returns boolean
          language sql stable as $$
            select coalesce(nullif(expected_operation, '') is not null
              and regexp_replace(storage.operation(), '^storage\\.', '') = regexp_replace(expected_operation, '^storage\\.', ''), false)
          $$;
          create function storage.allow_any_operation(expected_operations text[]) returns boolean
          language sql stable as $$
            select exists (select 1 from unnest(expected_operations) e
              where nullif(e, '') is not null
                and regexp_replace(storage.operation(), '^storage\\.', '') = regexp_replace(e, '^storage\\.', ''))
          $$;`,
  },
  {
    upstream:
      '0036-optimise-existing-functions, 0060-optimize-existing-functions-again, 0061-mark-filename-immutable',
    sql: `create or replace function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
          language plpgsql stable as $$
          begin
            return query select sum((o.metadata->>'size')::bigint)::bigint, o.bucket_id
              from storage.objects o group by o.bucket_id;
          end $$;
          alter function storage.filename(text) immutable;
          alter function storage.foldername(text) immutable;
          alter function storage.extension(text) immutable;`,
  },
  {
    upstream: '0062-object-versioning-core',
    sql: `alter table storage.buckets add column versioning_status text not null default 'DISABLED'
            constraint buckets_versioning_status_check check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
            add constraint buckets_versioning_standard_only_check check (type = 'STANDARD' or versioning_status = 'DISABLED'),
            add constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED');
          alter table storage.objects
            add column archived_at timestamptz,
            add column is_delete_marker boolean not null default false,
            add column is_versioned boolean not null default false;`,
  },
  {
    upstream: 'every migration above, recorded as Storage records a run',
    sql: `insert into storage.migrations (id, name, hash)
          select (select max(id) from storage.migrations) + n, name, ''
          from unnest(array['${STORAGE_MIGRATIONS_CAUGHT_UP.join("', '")}']) with ordinality as m(name, n);`,
  },
];
