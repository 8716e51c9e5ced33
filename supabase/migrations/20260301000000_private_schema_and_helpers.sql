-- Foundations every later migration builds on: extensions, the `private`
-- schema for policy helpers (never exposed through the API), and the
-- generic triggers that keep `updated_at` current.
--
-- Error convention (read by the SDK, see packages/sdk/src/errors/db-convention.ts):
--   raise exception '<sentence>' using errcode = 'P0001', hint = 'teamboard:<code>', detail = '<reason>';
-- with <code> in limit-reached | conflict | forbidden | not-found | validation.
-- Unique violations (23505) mean "already exists", CHECK violations (23514)
-- mean a §5 rule, 42501 a permission refused by a function.

create extension if not exists pgcrypto with schema extensions;

create schema if not exists private;
revoke all on schema private from public;
-- Policies run their helper functions as the caller, who needs to reach them.
grant usage on schema private to authenticated, service_role;

-- Functions are callable by no one until a migration grants it explicitly.
alter default privileges for role postgres revoke execute on functions from public;
alter default privileges for role postgres in schema public revoke execute on functions from anon, authenticated;

-- Keeps updated_at truthful whatever the client sends.
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- A uuid from text, or null: storage paths are user input and must not make a policy throw.
create function private.try_uuid(value text) returns uuid
language plpgsql immutable
set search_path = ''
as $$
begin
  return value::uuid;
exception when invalid_text_representation then
  return null;
end;
$$;

revoke all on function private.touch_updated_at() from public;
revoke all on function private.try_uuid(text) from public;
grant execute on function private.try_uuid(text) to authenticated, service_role;
