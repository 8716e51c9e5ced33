-- Demo data for local development (`supabase db reset`, the local backend).
-- LOCAL-ONLY accounts; these passwords must never exist anywhere else:
--   owner@teamboard.local   teamboard-owner-1   (owner)
--   member@teamboard.local  teamboard-member-1  (member)
--   viewer@teamboard.local  teamboard-viewer-1  (viewer)

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
       extensions.crypt(u.password, extensions.gen_salt('bf')), now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('display_name', u.display_name), now(), now()
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'owner@teamboard.local', 'teamboard-owner-1', 'Olivia Owner'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'member@teamboard.local', 'teamboard-member-1', 'Max Member'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'viewer@teamboard.local', 'teamboard-viewer-1', 'Vera Viewer')
) as u (id, email, password, display_name);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', now(), now(), now()
from auth.users u
where u.email in ('owner@teamboard.local', 'member@teamboard.local', 'viewer@teamboard.local');

-- Everything below happens "as the owner", so the activity feed names an actor.
select set_config('request.jwt.claims', '{"sub": "a0000000-0000-4000-8000-000000000001", "role": "authenticated"}', true);

insert into public.workspaces (id, slug, name, created_by)
values ('b0000000-0000-4000-8000-000000000001', 'demo', 'Demo Team', 'a0000000-0000-4000-8000-000000000001');

insert into public.workspace_members (workspace_id, user_id, role) values
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'owner'),
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'member'),
  ('b0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'viewer');

insert into public.boards (id, workspace_id, name, description, position, created_by) values
  ('c0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000001', 'Product launch',
   'Everything that has to happen before we ship.', 1024, 'a0000000-0000-4000-8000-000000000001'),
  ('c0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000001', 'Bugs',
   'Triage, fix, verify.', 2048, 'a0000000-0000-4000-8000-000000000001');

insert into public.lists (id, board_id, name, position, wip_limit) values
  ('d0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'To do', 1024, null),
  ('d0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'In progress', 2048, 3),
  ('d0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Done', 3072, null),
  ('d0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', 'Reported', 1024, null),
  ('d0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000002', 'Fixing', 2048, 2),
  ('d0000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000002', 'Verified', 3072, null);

insert into public.labels (id, board_id, name, color) values
  ('e0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Design', 'purple'),
  ('e0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Marketing', 'orange'),
  ('e0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Blocked', 'red'),
  ('e0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000002', 'Critical', 'red'),
  ('e0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000002', 'UI', 'blue');

insert into public.cards (id, board_id, list_id, title, description, position, due_at, completed_at, created_by) values
  ('f0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001',
   'Write the launch announcement', E'Draft the blog post.\n\n- audience: existing teams\n- tone: friendly', 1024,
   now() + interval '5 days', null, 'a0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001',
   'Pick the pricing page illustrations', '', 2048, null, null, 'a0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002',
   'Record the demo video', 'Two minutes, no music.', 1024, now() + interval '2 days', null, 'a0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003',
   'Register the domain', '', 1024, null, now() - interval '1 day', 'a0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000004',
   'Drag and drop jumps on Safari', 'Steps: open a board, drag a card quickly to the last list.', 1024, now() - interval '1 day', null, 'a0000000-0000-4000-8000-000000000003'),
  ('f0000000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000005',
   'Avatar upload shows no progress', '', 1024, null, null, 'a0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006',
   'Sign-in error text is cut off', '', 1024, null, now(), 'a0000000-0000-4000-8000-000000000001');

insert into public.card_labels (card_id, label_id) values
  ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000003'),
  ('f0000000-0000-4000-8000-000000000005', 'e0000000-0000-4000-8000-000000000004'),
  ('f0000000-0000-4000-8000-000000000005', 'e0000000-0000-4000-8000-000000000005'),
  ('f0000000-0000-4000-8000-000000000006', 'e0000000-0000-4000-8000-000000000005');

insert into public.card_assignees (card_id, user_id) values
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000001'),
  ('f0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000002'),
  ('f0000000-0000-4000-8000-000000000006', 'a0000000-0000-4000-8000-000000000002');

insert into public.checklist_items (card_id, body, done, position) values
  ('f0000000-0000-4000-8000-000000000001', 'Outline', true, 1024),
  ('f0000000-0000-4000-8000-000000000001', 'First draft', false, 2048),
  ('f0000000-0000-4000-8000-000000000001', 'Review with the team', false, 3072),
  ('f0000000-0000-4000-8000-000000000003', 'Write the script', true, 1024),
  ('f0000000-0000-4000-8000-000000000003', 'Record', false, 2048),
  ('f0000000-0000-4000-8000-000000000005', 'Reproduce on Safari 19', false, 1024);

insert into public.comments (card_id, author_id, body) values
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002', 'I can take the **first draft** tomorrow.'),
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', 'Great, thanks!'),
  ('f0000000-0000-4000-8000-000000000005', 'a0000000-0000-4000-8000-000000000001', 'Happens on Chrome too for me.');

select set_config('request.jwt.claims', '', true);
