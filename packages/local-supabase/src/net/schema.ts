import type { Database } from '../db/database';

/**
 * pg_net where the extension is not installed (PGlite, a plain Postgres
 * server): the `net` schema as the extension creates it, so a migration or a
 * cron job that calls an edge function with `net.http_post` runs unchanged.
 * As with pg_net, a call only queues the request (it goes out after the
 * transaction commits, or never if it rolls back) and returns its id; the
 * worker in `worker.ts` sends it and records the answer in
 * `net._http_response`. Reachable by `postgres` only.
 */
export const netSchemaSql = /* sql */ `
create schema if not exists net;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

-- The query string pg_net appends from params.
create or replace function net._url_with_params(url text, params jsonb) returns text
language sql immutable
set search_path = ''
as $fn$
  select case
    when params is null or params = '{}'::jsonb then url
    else url || (case when url like '%?%' then '&' else '?' end) || (
      select string_agg(replace(replace(key, '&', '%26'), '=', '%3D') || '=' ||
                        replace(replace(value, '&', '%26'), '=', '%3D'), '&')
      from jsonb_each_text(params)
    )
  end
$fn$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
set search_path = ''
as $fn$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._url_with_params(url, params), coalesce(headers, '{}'::jsonb),
          convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), timeout_milliseconds)
  returning id
$fn$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
set search_path = ''
as $fn$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET', net._url_with_params(url, params), coalesce(headers, '{}'::jsonb), null, timeout_milliseconds)
  returning id
$fn$;

revoke all on schema net from public;
grant usage on schema net to postgres;
grant all on all tables in schema net to postgres;
grant all on all sequences in schema net to postgres;
revoke all on all functions in schema net from public;
grant execute on all functions in schema net to postgres;
`;

/** True when the real extension is installed: then pg_net sends the requests, not us. */
export async function hasPgNet(db: Database): Promise<boolean> {
  // Installed and shipped by the server: a schema registered under the name (a hosted-shaped
  // test database's stand-in) is still this backend's to serve.
  const { rows } = await db.query(
    `select 1 from pg_extension e join pg_available_extensions a on a.name = e.extname where e.extname = 'pg_net'`,
  );
  return rows.length > 0;
}

/** pg_net where the server has it (a migration creates the extension), this schema everywhere else. */
export async function installNetSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(54321)');
    const { rows } = await tx.query(`select 1 from pg_available_extensions where name = 'pg_net'`);
    if (rows.length === 0) await tx.exec(netSchemaSql);
  });
}
