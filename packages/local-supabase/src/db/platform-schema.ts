const realtimePublicationSql = /* sql */ `
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;`;

/** Where the Supabase CLI records applied migrations and seeds. */
const migrationHistorySql = /* sql */ `
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);`;

/**
 * Roles, schemas, grants and bookkeeping tables that a fresh Supabase project
 * has before any user migration runs. Idempotent: roles are cluster-wide on a
 * real server and may already exist.
 */
export const platformSchemaSql = /* sql */ `
do $$
declare
  r record;
begin
  for r in select * from (values
    ('anon', 'nologin noinherit'),
    ('authenticated', 'nologin noinherit'),
    ('service_role', 'nologin noinherit bypassrls'),
    ('authenticator', 'login noinherit'),
    ('supabase_admin', 'login superuser createdb createrole replication bypassrls'),
    ('supabase_auth_admin', 'login noinherit createrole'),
    ('supabase_storage_admin', 'login noinherit createrole'),
    ('supabase_realtime_admin', 'nologin noinherit'),
    ('supabase_functions_admin', 'login noinherit createrole'),
    ('supabase_replication_admin', 'login replication'),
    ('supabase_read_only_user', 'login bypassrls'),
    ('dashboard_user', 'nologin createdb createrole replication'),
    ('pgbouncer', 'login')
  ) as t(name, attrs) loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.attrs);
    end if;
  end loop;
end
$$;

-- anon and authenticated were later made to inherit (hosted projects have this).
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant authenticator to supabase_storage_admin;

create schema if not exists extensions;
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists storage authorization supabase_storage_admin;
create schema if not exists realtime;
create schema if not exists graphql;
create schema if not exists graphql_public;
create schema if not exists vault;
create schema if not exists supabase_migrations;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public, extensions to postgres, anon, authenticated, service_role;
grant usage on schema auth, storage, realtime, graphql_public to anon, authenticated, service_role;
grant all on schema public to postgres, anon, authenticated, service_role;
grant all on all functions in schema extensions to postgres, anon, authenticated, service_role;

-- Every new object in public is reachable by the API roles; RLS is the gate.
alter default privileges for role postgres in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public grant all on functions to postgres, anon, authenticated, service_role;

alter role postgres set search_path = "$user", public, extensions;
alter role authenticator set search_path = "$user", public, extensions;

${realtimePublicationSql}
${migrationHistorySql}`;

/**
 * What this backend needs on a hosted-shaped database (see the `hostedShaped`
 * option of startLocalSupabase), whose roles, schemas and grants are the
 * image's: the publication and, owned by `postgres` as the CLI makes it when
 * it first pushes there, the migration history.
 */
export const hostedPlatformSchemaSql = /* sql */ `
${realtimePublicationSql}
create schema if not exists supabase_migrations authorization postgres;
set local role postgres;
${migrationHistorySql}`;
