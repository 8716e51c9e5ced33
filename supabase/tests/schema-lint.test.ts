import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, serverVariant, variants, type TestBackend } from './support/backend';

// What `supabase db lint` and the Supabase advisors check, as queries that
// work on any Postgres: RLS everywhere, every foreign key indexed, no
// function callable by anon, helpers out of the API's reach.
for (const variant of variants) {
  describe(`schema on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    beforeAll(async () => {
      t = await startBackend(variant);
    });
    afterAll(async () => t?.stop());

    it('has RLS enabled on every public table', async () => {
      const { rows } = await t.backend.db.query<{ table: string; rls: boolean }>(
        `select c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
      );
      expect(rows.map((r) => r.table)).toEqual([
        'activity',
        'api_tokens',
        'attachments',
        'automation_rule_runs',
        'automation_rules',
        'board_members',
        'board_shares',
        'boards',
        'card_assignees',
        'card_dependencies',
        'card_field_values',
        'card_labels',
        'card_occurrences',
        'card_recurrences',
        'card_watchers',
        'cards',
        'checklist_items',
        'checklists',
        'comment_reactions',
        'comments',
        'custom_field_options',
        'custom_fields',
        'invitations',
        'labels',
        'lists',
        'notification_settings',
        'notifications',
        'profiles',
        'saved_views',
        'security_events',
        'webhook_deliveries',
        'webhooks',
        'workspace_members',
        'workspaces',
      ]);
      expect(rows.filter((r) => !r.rls)).toEqual([]);
    });

    it('indexes every foreign key by its leading columns', async () => {
      const { rows } = await t.backend.db.query<{ constraint: string }>(
        `select con.conname as constraint
         from pg_constraint con
         join pg_namespace n on n.oid = con.connamespace
         where con.contype = 'f' and n.nspname = 'public'
           and not exists (
             select 1 from pg_index i
             where i.indrelid = con.conrelid
               and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
               and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] <@ con.conkey
           )`,
      );
      expect(rows).toEqual([]);
    });

    it('scopes every policy to authenticated and names it in plain words', async () => {
      const { rows } = await t.backend.db.query<{ table: string; policy: string; roles: string[] }>(
        `select tablename as table, policyname as policy, roles::text[] as roles from pg_policies
         where schemaname = 'public' or (schemaname = 'storage' and tablename = 'objects')`,
      );
      expect(rows.length).toBeGreaterThan(40);
      for (const row of rows) {
        expect(row.roles, row.policy).toEqual(['authenticated']);
        expect(row.policy).toMatch(/^[a-z ,'-]+$/);
      }
    });

    it('asks for the second factor on every public table, storage object and channel message', async () => {
      const { rows } = await t.backend.db.query<{ table: string }>(
        `select n.nspname || '.' || c.relname as table
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where ((n.nspname = 'public' and c.relkind in ('r', 'p'))
                or (n.nspname, c.relname) in (('storage', 'objects'), ('realtime', 'messages')))
           and not exists (
             select 1 from pg_policies p
             where p.schemaname = n.nspname and p.tablename = c.relname and p.permissive = 'RESTRICTIVE'
               and p.cmd = 'ALL' and (p.qual like '%assurance_met%' or p.qual like '%request_is_cleared%')
           )`,
      );
      expect(rows).toEqual([]);
    });

    it('lets anon execute no function of public or private but the session check, the invitation preview and the shared board', async () => {
      const { rows } = await t.backend.db.query<{ fn: string }>(
        `select n.nspname || '.' || p.proname as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute')`,
      );
      // PostgREST runs the session check before every request, anon's included; it reads nothing
      // of anyone's data. The preview answers only the holder of an invitation's raw token, the
      // shared board only the holder of a public link's.
      expect(rows.map((r) => r.fn).sort()).toEqual([
        'private.require_live_session',
        'public.invitation_preview',
        'public.shared_board',
      ]);
    });

    it('grants authenticated exactly the RPCs of the API in public', async () => {
      const { rows } = await t.backend.db.query<{ fn: string }>(
        `select p.proname as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and has_function_privilege('authenticated', p.oid, 'execute')
         order by 1`,
      );
      expect(rows.map((r) => r.fn)).toEqual([
        'accept_invitation',
        'clear_card_recurrence',
        'convert_checklist_item',
        'copy_card',
        'create_api_token',
        'create_board_share',
        'create_card_from_template',
        'create_webhook',
        'create_workspace',
        'delete_card',
        'delete_list',
        'duplicate_board',
        'import_board',
        'invitation_preview',
        'join_workspace_by_domain',
        'list_board_members',
        'list_card_dependencies',
        'list_joinable_workspaces',
        'load_board',
        'mark_notifications_read',
        'move_card',
        'move_card_to_board',
        'move_cards',
        'move_list',
        'my_board_role',
        'my_guest_boards',
        'my_session_provider',
        'redeliver_webhook',
        'revoke_api_token',
        'revoke_board_share',
        'search_workspace',
        'set_board_time_zone',
        'set_board_visibility',
        'set_card_recurrence',
        'set_card_template',
        'set_card_watch',
        'shared_board',
        'snooze_reminder',
        'toggle_comment_reaction',
        'transfer_ownership',
        'update_card',
        'workspace_board_memberships',
        'workspace_member_emails',
      ]);
    });

    it('pins search_path on every security definer function', async () => {
      const { rows } = await t.backend.db.query<{ fn: string }>(
        `select n.nspname || '.' || p.proname as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'private') and p.prosecdef
           and not coalesce(p.proconfig @> array['search_path=""'], false)`,
      );
      expect(rows).toEqual([]);
    });

    it('keeps clients from writing activity', async () => {
      const { rows } = await t.backend.db.query<{ insert: boolean; update: boolean; delete: boolean }>(
        `select has_table_privilege('authenticated', 'public.activity', 'insert') as insert,
                has_table_privilege('authenticated', 'public.activity', 'update') as update,
                has_table_privilege('authenticated', 'public.activity', 'delete') as delete`,
      );
      expect(rows).toEqual([{ insert: false, update: false, delete: false }]);
    });

    it('publishes exactly the tables the board view and the inbox subscribe to', async () => {
      const { rows } = await t.backend.db.query<{ table: string; full: boolean }>(
        `select t.tablename as table, c.relreplident = 'f' as full
         from pg_publication_tables t
         join pg_class c on c.relname = t.tablename
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = t.schemaname
         where t.pubname = 'supabase_realtime' order by 1`,
      );
      expect(rows).toEqual(
        [
          'attachments',
          'boards',
          'card_assignees',
          'card_field_values',
          'card_labels',
          'card_recurrences',
          'cards',
          'checklist_items',
          'checklists',
          'comment_reactions',
          'comments',
          'custom_field_options',
          'custom_fields',
          'labels',
          'lists',
        ]
          .map((table) => ({ table, full: true }))
          // The inbox inserts and marks read by id: the key is identity enough.
          .concat([{ table: 'notifications', full: false }])
          // Shared views reach the board's open screens (issue 33).
          .concat([{ table: 'saved_views', full: true }]),
      );
    });

    it('holds members back by both sign-in requirements in every role helper', async () => {
      // A helper restated from an older migration would ask the token and two-factor rules alone
      // and let a password session into a workspace that requires a provider.
      const { rows } = await t.backend.db.query<{ name: string }>(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('private', 'public') and p.proname not in ('workspace_cleared', 'sign_in_cleared')
           and (p.prosrc like '%workspace_cleared(%' or p.prosrc like '%two_factor_cleared(%')`,
      );
      expect(rows).toEqual([]);
    });

    it('creates the storage buckets with their limits', async () => {
      const { rows } = await t.backend.db.query(
        `select id, public, file_size_limit::int as size, allowed_mime_types as types
         from storage.buckets order by id`,
      );
      expect(rows).toEqual([
        { id: 'attachments', public: false, size: 25 * 1024 * 1024, types: null },
        {
          id: 'avatars',
          public: true,
          size: 2 * 1024 * 1024,
          types: ['image/png', 'image/jpeg', 'image/webp'],
        },
      ]);
    });
  });
}
