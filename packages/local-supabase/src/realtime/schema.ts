/**
 * The parts of the `realtime` schema that migrations reference: the messages
 * table whose RLS authorises private channels, and the SQL helpers.
 */
export const realtimeSchemaSql = /* sql */ `
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
