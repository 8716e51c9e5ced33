-- One profile per auth user, created by a trigger on sign-up.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null check (char_length(btrim(display_name)) between 1 and 50),
  avatar_path text check (avatar_path is null or char_length(avatar_path) <= 1024),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

alter table public.profiles enable row level security;

-- The display name comes from sign-up metadata, else the email's local part,
-- clamped to the 50-character rule so sign-up never fails on it.
create function private.create_profile_for_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  wanted text := btrim(coalesce(
    new.raw_user_meta_data ->> 'display_name',
    new.raw_user_meta_data ->> 'full_name',
    new.raw_user_meta_data ->> 'name',
    ''));
begin
  if wanted = '' then
    wanted := btrim(split_part(coalesce(new.email, ''), '@', 1));
  end if;
  if wanted = '' then
    wanted := 'Teamboard user';
  end if;
  insert into public.profiles (id, display_name)
  values (new.id, btrim(left(wanted, 50)))
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function private.create_profile_for_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();
