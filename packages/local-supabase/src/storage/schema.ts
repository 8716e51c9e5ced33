/**
 * The `storage` schema as Supabase Storage creates it: buckets, objects and
 * the helper functions storage policies call (`storage.foldername(name)` …).
 * Storage's migration each part follows is named where it is later than the
 * first ones.
 */
export const storageSchemaSql = /* sql */ `
-- 0038-iceberg-catalog-flag-on-buckets, 0044-vector-bucket-type
do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type storage.buckettype not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

-- 0052-drop-not-used-indexes-and-functions dropped the level column 0026 had added.
alter table storage.objects drop column if exists level;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.operation() returns text
language sql stable
as $$ select current_setting('storage.operation', true) $$;

-- 0058-operation-ergonomics: whether the operation under way (with or without its
-- "storage." prefix) is the one named, or one of those named, for policies.
create or replace function storage.allow_only_operation(expected_operation text) returns boolean
language sql stable
as $$
  select coalesce(nullif(expected_operation, '') is not null
    and regexp_replace(storage.operation(), '^storage\\.', '') = regexp_replace(expected_operation, '^storage\\.', ''), false)
$$;
create or replace function storage.allow_any_operation(expected_operations text[]) returns boolean
language sql stable
as $$
  select exists (select 1 from unnest(expected_operations) e
    where nullif(e, '') is not null
      and regexp_replace(storage.operation(), '^storage\\.', '') = regexp_replace(e, '^storage\\.', ''))
$$;

-- 0055-prevent-direct-deletes: rows go through the Storage API, which sets
-- storage.allow_delete_query in its own transactions, so no file is orphaned.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

grant all on storage.buckets, storage.objects to anon, authenticated, service_role, postgres;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text), storage.operation(),
  storage.allow_only_operation(text), storage.allow_any_operation(text[]) to public;
alter default privileges in schema storage grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to postgres, anon, authenticated, service_role;
`;
