import type { Database } from '../db/database';
/**
 * Supabase Cron where pg_cron is not installed (PGlite, a plain Postgres
 * server): the `cron` schema as the extension creates it — `cron.job`,
 * `cron.job_run_details`, `cron.schedule`, `cron.unschedule` — so migrations
 * written for hosted Supabase apply unchanged. Jobs are run by the
 * scheduler in `scheduler.ts`.
 *
 * Schedules are parsed here, in SQL, because `cron.schedule` must refuse an
 * invalid one inside the caller's statement, as pg_cron does. The parse
 * follows pg_cron's (Vixie cron's) grammar: five fields (minute 0-59, hour
 * 0-23, day of month 1-31 or `$` for the last, month 1-12 or jan-dec, day of
 * week 0-7 or sun-sat), each a list of `*`, `n`, `a-b`, `*\/s` or `a-b/s`;
 * `@hourly`, `@daily`, `@midnight`, `@weekly`, `@monthly`, `@yearly`,
 * `@annually`, `@reboot`; or `'N seconds'` with N from 1 to 59. Helpers live
 * in `local_cron`, out of the API's reach.
 */
export const cronSchemaSql = /* sql */ `
create schema if not exists cron;
create schema if not exists local_cron;
revoke all on schema local_cron from public;
-- cron.schedule runs as its caller, who must reach the helpers when the
-- schema belongs to someone else (hosted installs extensions as supabase_admin).
grant usage on schema local_cron to postgres;

create sequence if not exists cron.jobid_seq;
create table if not exists cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
alter table cron.job enable row level security;
drop policy if exists cron_job_policy on cron.job;
create policy cron_job_policy on cron.job using (username = current_user);

create sequence if not exists cron.runid_seq;
create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter table cron.job_run_details enable row level security;
drop policy if exists cron_job_run_details_policy on cron.job_run_details;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);

-- Supabase grants the cron schema to postgres only.
revoke all on schema cron from public;
grant usage on schema cron to postgres;
grant all on all tables in schema cron to postgres;
grant all on all sequences in schema cron to postgres;

-- A parsed schedule: an interval in seconds, or the sets of each field.
do $$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace
                 where n.nspname = 'local_cron' and t.typname = 'schedule') then
    create type local_cron.schedule as (
      seconds integer,
      reboot boolean,
      minutes integer[],
      hours integer[],
      doms integer[],
      months integer[],
      dows integer[],
      dom_star boolean,
      dow_star boolean,
      dom_last boolean
    );
  end if;
end
$$;

-- One field: a comma list of *, n, a-b, */s, a-b/s; names (jan, sun) where given.
-- Null when invalid.
create or replace function local_cron.parse_field(field text, low integer, high integer, names text[])
returns integer[]
language plpgsql immutable
set search_path = ''
as $fn$
declare
  part text;
  m text[];
  first integer;
  last integer;
  step integer;
  result integer[] := '{}';
begin
  foreach part in array string_to_array(field, ',') loop
    m := regexp_match(part, '^(?:(\\*)|([A-Za-z0-9]+)(?:-([A-Za-z0-9]+))?)(?:/([A-Za-z0-9]+))?$');
    if m is null then
      return null;
    end if;
    if m[1] is not null then
      first := low;
      last := high;
    else
      first := local_cron.field_number(m[2], low, names);
      -- A step needs a range: '5/10' is refused, as cron does.
      if m[3] is null and m[4] is not null then
        return null;
      end if;
      last := case when m[3] is null then first else local_cron.field_number(m[3], low, names) end;
    end if;
    step := case when m[4] is null then 1
                 when m[4] ~ '^[0-9]{1,9}$' then m[4]::integer end;
    if first is null or last is null or step is null
       or first < low or first > high or last < low or last > high or step <= 0 or step > high then
      return null;
    end if;
    result := result || array(select generate_series(first, last, step));
  end loop;
  return result;
end;
$fn$;

create or replace function local_cron.field_number(token text, low integer, names text[])
returns integer
language sql immutable
set search_path = ''
as $fn$
  select coalesce(
    (select (n.i - 1 + low)::integer from unnest(names) with ordinality as n(name, i)
     where lower(n.name) = lower(token) order by n.i limit 1),
    case when token ~ '^[0-9]{1,9}$' then token::integer end
  )
$fn$;

-- The schedule, or null when pg_cron would refuse it.
create or replace function local_cron.parse(schedule text)
returns local_cron.schedule
language plpgsql immutable
set search_path = ''
as $fn$
declare
  fields text[];
  special text;
  seconds text[];
  parsed local_cron.schedule;
begin
  if schedule is null then
    return null;
  end if;
  special := substring(schedule from '^[ \\t]*@([^ \\t\\n]*)');
  if special in ('reboot', 'restart') then
    parsed.reboot := true;
    parsed.dom_star := false;
    parsed.dow_star := false;
    parsed.dom_last := false;
    return parsed;
  end if;
  if special is not null then
    -- Each nickname fires exactly when this five-field schedule does.
    schedule := case special
      when 'yearly' then '0 0 1 1 *'
      when 'annually' then '0 0 1 1 *'
      when 'monthly' then '0 0 1 * *'
      when 'weekly' then '0 0 * * 0'
      when 'daily' then '0 0 * * *'
      when 'midnight' then '0 0 * * *'
      when 'hourly' then '0 * * * *'
    end;
    if schedule is null then
      return null;
    end if;
  end if;
  fields := regexp_split_to_array(btrim(schedule, E' \\t\\n'), '[ \\t]+');
  -- Like pg_cron, whatever follows the fifth field is not looked at.
  if cardinality(fields) >= 5 then
    parsed.seconds := null;
    parsed.reboot := false;
    parsed.minutes := local_cron.parse_field(fields[1], 0, 59, null);
    parsed.hours := local_cron.parse_field(fields[2], 0, 23, null);
    parsed.dom_last := fields[3] = '$';
    parsed.doms := case when parsed.dom_last then '{}' else local_cron.parse_field(fields[3], 1, 31, null) end;
    parsed.months := local_cron.parse_field(fields[4], 1, 12,
      '{jan,feb,mar,apr,may,jun,jul,aug,sep,oct,nov,dec}');
    parsed.dows := local_cron.parse_field(fields[5], 0, 7, '{sun,mon,tue,wed,thu,fri,sat,sun}');
    parsed.dom_star := starts_with(fields[3], '*');
    parsed.dow_star := starts_with(fields[5], '*');
    if parsed.minutes is not null and parsed.hours is not null and parsed.doms is not null
       and parsed.months is not null and parsed.dows is not null then
      -- Sunday is both 0 and 7.
      if parsed.dows && '{0,7}'::integer[] then
        parsed.dows := array(select distinct d from unnest(parsed.dows || '{0,7}'::integer[]) d order by d);
      end if;
      return parsed;
    end if;
  end if;
  -- 'N second(s)', 0 < N < 60, any case, as pg_cron reads it with sscanf.
  seconds := regexp_match(lower(schedule), '^\\s*\\+?([0-9]{1,9})\\s*second(s\\s*)?$');
  if seconds is not null and seconds[1]::integer between 1 and 59 then
    return row(seconds[1]::integer, false, null, null, null, null, null, false, false, false)::local_cron.schedule;
  end if;
  return null;
end;
$fn$;

-- Whether a five-field schedule fires in the minute of \`at\` (UTC, pg_cron's default cron.timezone).
create or replace function local_cron.fires_at(schedule text, at timestamptz)
returns boolean
language plpgsql immutable
set search_path = ''
as $fn$
declare
  s local_cron.schedule := local_cron.parse(schedule);
  t timestamp := at at time zone 'UTC';
  this_dom boolean;
  this_dow boolean;
begin
  if s is null or s.seconds is not null or s.reboot then
    return false;
  end if;
  this_dom := extract(day from t)::integer = any (s.doms)
    or (s.dom_last and extract(day from t + interval '1 day')::integer = 1);
  this_dow := extract(dow from t)::integer = any (s.dows);
  return extract(minute from t)::integer = any (s.minutes)
    and extract(hour from t)::integer = any (s.hours)
    and extract(month from t)::integer = any (s.months)
    and case when s.dom_star or s.dow_star then this_dom and this_dow else this_dom or this_dow end;
end;
$fn$;

create or replace function local_cron.check_schedule(schedule text) returns void
language plpgsql immutable
set search_path = ''
as $fn$
begin
  if local_cron.parse(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end;
$fn$;

-- cron.schedule: a named job replaces the caller's job of that name and keeps its id.
create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql strict
set search_path = ''
as $fn$
declare
  id bigint;
begin
  perform local_cron.check_schedule(schedule);
  insert into cron.job (schedule, command, jobname)
  values (schedule, command, job_name)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning jobid into id;
  return id;
end;
$fn$;

create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql strict
set search_path = ''
as $fn$
declare
  id bigint;
begin
  perform local_cron.check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end;
$fn$;

create or replace function cron.unschedule(job_id bigint) returns boolean
language plpgsql strict
set search_path = ''
as $fn$
begin
  delete from cron.job j where j.jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end;
$fn$;

create or replace function cron.unschedule(job_name text) returns boolean
language plpgsql strict
set search_path = ''
as $fn$
begin
  delete from cron.job j where j.jobname = job_name and j.username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end;
$fn$;

revoke all on all functions in schema cron from public;
grant execute on all functions in schema cron to postgres;
`;

/** Supabase Cron: pg_cron where the server has it (a migration creates the extension), this schema everywhere else. */
export async function installCronSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(54321)');
    const { rows } = await tx.query(`select 1 from pg_available_extensions where name = 'pg_cron'`);
    if (rows.length === 0) await tx.exec(cronSchemaSql);
  });
}
