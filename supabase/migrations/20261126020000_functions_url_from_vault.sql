-- Where the notification-email job reaches the edge functions: the project's
-- API URL in the Vault secret `project_url`, the place Supabase documents for
-- scheduled functions. It comes from configuration, never from the seed:
-- `[db.vault] project_url` in supabase/config.toml (the local backend writes its
-- own URL there at every start, so the job follows it to any port; `supabase
-- db push` writes it from the environment), or the dashboard's Vault page on a
-- hosted project (docs/deploy.md). Replaces `private.app_settings`, whose row
-- the seed pointed at port 54321.

create extension if not exists supabase_vault with schema vault;

create or replace function private.request_notification_emails() returns bigint
language plpgsql security definer
set search_path = ''
as $$
declare
  project_url text;
  request_id bigint;
begin
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  if project_url is null or project_url !~ '^https?://[^\s]+$'
     or not exists (select 1 from private.users_due_notification_email()) then
    return null;
  end if;
  select net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-notification-emails',
    body := '{}'::jsonb,
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 30000
  ) into request_id;
  return request_id;
end;
$$;
revoke all on function private.request_notification_emails() from public;

drop table private.app_settings;
