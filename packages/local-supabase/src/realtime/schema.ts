/**
 * The parts of the `realtime` schema that migrations reference: the messages
 * table whose RLS authorises private channels, and the SQL helpers.
 */
const messagesSql = /* sql */ `
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  insert into realtime.messages (payload, event, topic, private, extension)
  values (
    case when payload ? 'id' then payload else payload || jsonb_build_object('id', gen_random_uuid()) end,
    event, topic, private, 'broadcast');
end
$$;

grant execute on function realtime.topic() to public;
grant execute on function realtime.send(jsonb, text, text, boolean) to anon, authenticated, service_role;
`;

/**
 * Change capture that works the same on PGlite and on a server, without
 * logical decoding: a row trigger on every table of the `supabase_realtime`
 * publication queues the change in `realtime.changes` (named `_realtime_capture`
 * so it fires before the table's other AFTER triggers, which run in name
 * order: a change one of them makes to the same row, such as an automation
 * rule completing a card that was just moved, is queued after the change that
 * set it off, in the order the rows were written, as logical decoding sends them), and a deferred
 * constraint trigger on the queue numbers each transaction's rows at commit
 * while holding a transaction lock. A transaction takes that lock only at
 * commit time (after all its statements), so it never deadlocks with user
 * locks, and `commit_seq` order is commit order: a row is visible only after
 * every row with a smaller `commit_seq` is.
 */
const captureSql = /* sql */ `
create table if not exists realtime.changes (
  id bigserial primary key,
  commit_seq bigint,
  schema_name text not null,
  table_name text not null,
  op text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default now()
);
create index if not exists changes_commit_seq_idx on realtime.changes (commit_seq);
create index if not exists changes_unstamped_idx on realtime.changes (id) where commit_seq is null;
create sequence if not exists realtime.changes_commit_seq;
revoke all on realtime.changes from public, anon, authenticated, service_role;

-- Which capture trigger each table has, so a sync only touches tables whose setup changed.
create table if not exists realtime.capture_triggers (
  relid oid primary key,
  args text[] not null
);
revoke all on realtime.capture_triggers from public, anon, authenticated, service_role;

-- tg_argv: [0] replica identity (pg_class.relreplident), [1..] primary-key columns.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  old_row jsonb;
begin
  if tg_op <> 'INSERT' then
    old_row := to_jsonb(old);
    if tg_argv[0] = 'n' then
      old_row := '{}'::jsonb;
    elsif tg_argv[0] <> 'f' then
      -- Logical replication sends only the replica identity (the primary key) unless FULL.
      select coalesce(jsonb_object_agg(k, old_row -> k), '{}'::jsonb) into old_row
      from unnest(tg_argv[1:]) as k;
    end if;
  end if;
  insert into realtime.changes (schema_name, table_name, op, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else to_jsonb(new) end, old_row);
  perform pg_notify('realtime_changes', '');
  return null;
end
$$;

create or replace function realtime.stamp_commit() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  upto bigint := coalesce(nullif(current_setting('realtime.stamped_upto', true), ''), '0')::bigint;
  last_id bigint;
begin
  if new.id <= upto then
    return null;
  end if;
  perform pg_advisory_xact_lock(7243, 1);
  -- Unstamped visible rows can only be this transaction's own; number them in insertion order.
  with stamped as (
    update realtime.changes c
    set commit_seq = s.seq
    from (select o.id, nextval('realtime.changes_commit_seq') as seq
          from (select id from realtime.changes where commit_seq is null order by id) o) s
    where c.id = s.id
    returning c.id
  )
  select max(id) into last_id from stamped;
  perform set_config('realtime.stamped_upto', coalesce(last_id, new.id)::text, true);
  return null;
end
$$;

drop trigger if exists stamp_commit on realtime.changes;
create constraint trigger stamp_commit after insert on realtime.changes
  deferrable initially deferred for each row execute function realtime.stamp_commit();

-- Broadcasts written from SQL (realtime.send) reach the sockets through the same queue.
create or replace function realtime.capture_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.extension = 'broadcast' then
    insert into realtime.changes (schema_name, table_name, op, record)
    values ('realtime', 'messages', 'BROADCAST', to_jsonb(new));
    perform pg_notify('realtime_changes', '');
  end if;
  return null;
end
$$;
drop trigger if exists capture_message on realtime.messages;
create trigger capture_message after insert on realtime.messages
  for each row execute function realtime.capture_message();

-- Puts the capture trigger on exactly the published tables, with their current replica identity and key.
create or replace function realtime.sync_capture_triggers() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  t record;
  published oid[];
begin
  published := array(
    select distinct (quote_ident(schemaname) || '.' || quote_ident(tablename))::regclass::oid
    from pg_publication_tables where pubname = 'supabase_realtime' and schemaname <> 'realtime');
  for t in
    select ct.relid from realtime.capture_triggers ct where ct.relid <> all (published)
  loop
    if exists (select 1 from pg_class where oid = t.relid) then
      execute format('drop trigger if exists _realtime_capture on %s', t.relid::regclass);
      execute format('drop trigger if exists realtime_capture on %s', t.relid::regclass);
    end if;
    delete from realtime.capture_triggers where relid = t.relid;
  end loop;

  for t in
    select c.oid as relid,
           array[c.relreplident::text] || coalesce((
             select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
             from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
             where i.indrelid = c.oid and i.indisprimary), '{}') as args
    from pg_class c
    where c.oid = any (published) and c.relkind = 'r'
  loop
    -- (A table captured under the trigger's former name, realtime_capture, gets it anew.)
    if not exists (select 1 from realtime.capture_triggers where relid = t.relid and args = t.args)
       or not exists (select 1 from pg_trigger where tgrelid = t.relid and tgname = '_realtime_capture') then
      execute format('drop trigger if exists realtime_capture on %s', t.relid::regclass);
      execute format('drop trigger if exists _realtime_capture on %s', t.relid::regclass);
      execute format(
        'create trigger _realtime_capture after insert or update or delete on %s for each row execute function realtime.capture_change(%s)',
        t.relid::regclass, (select string_agg(quote_literal(a), ', ') from unnest(t.args) a));
      insert into realtime.capture_triggers (relid, args) values (t.relid, t.args)
      on conflict (relid) do update set args = excluded.args;
    end if;
  end loop;
end
$$;

create or replace function realtime.on_ddl() returns event_trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform realtime.sync_capture_triggers();
  perform pg_notify('realtime_schema', '');
exception when others then
  -- Capture must never make a migration fail; the service resyncs on reload.
  raise warning 'realtime: could not sync change capture: %', sqlerrm;
end
$$;

do $$
begin
  drop event trigger if exists realtime_capture_sync;
  create event trigger realtime_capture_sync on ddl_command_end
    when tag in ('CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE',
                 'CREATE PUBLICATION', 'ALTER PUBLICATION')
    execute function realtime.on_ddl();
exception when insufficient_privilege then
  raise notice 'realtime: no event trigger (not a superuser); publication changes apply on reload';
end
$$;

select realtime.sync_capture_triggers();
`;

/** Everything bootstrap applies for Realtime, in order. */
export const realtimeSchemaSql = messagesSql + captureSql;
