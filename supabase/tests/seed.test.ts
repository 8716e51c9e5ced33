import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startBackend, variants, type TestBackend } from './support/backend';

const OWNER = 'a0000000-0000-4000-8000-000000000001';
const VIEWER = 'a0000000-0000-4000-8000-000000000003';

describe('seed.sql', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startBackend(variants[0], { seed: true });
  });
  afterAll(async () => t?.stop());

  it('creates the three demo users with their local passwords and email identities', async () => {
    const { rows } = await t.backend.db.query<{
      email: string;
      ok: boolean;
      identities: number;
      display_name: string;
    }>(
      `select u.email,
              u.encrypted_password = extensions.crypt('teamboard-' || split_part(u.email, '@', 1) || '-1', u.encrypted_password) as ok,
              (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities,
              p.display_name
       from auth.users u join public.profiles p on p.id = u.id order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'member@teamboard.local', ok: true, identities: 1, display_name: 'Max Member' },
      { email: 'owner@teamboard.local', ok: true, identities: 1, display_name: 'Olivia Owner' },
      { email: 'viewer@teamboard.local', ok: true, identities: 1, display_name: 'Vera Viewer' },
    ]);
  });

  it('gives every screen something to show, visible to the demo users through RLS', async () => {
    const counts = await as(t.backend.db, { userId: VIEWER }, async (tx) => {
      const { rows } = await tx.query<Record<string, number>>(
        `select (select count(*)::int from public.workspaces) as workspaces,
                (select count(*)::int from public.workspace_members) as members,
                (select count(*)::int from public.boards) as boards,
                (select count(*)::int from public.lists) as lists,
                (select count(*)::int from public.cards) as cards,
                (select count(*)::int from public.card_labels) as card_labels,
                (select count(*)::int from public.card_assignees) as assignees,
                (select count(*)::int from public.comments) as comments,
                (select count(*)::int from public.checklist_items) as checklist_items,
                (select count(*)::int from public.profiles) as profiles`,
      );
      return rows[0];
    });
    expect(counts).toEqual({
      workspaces: 1,
      members: 3,
      boards: 2,
      lists: 6,
      cards: 7,
      card_labels: 7,
      assignees: 5,
      comments: 3,
      checklist_items: 6,
      profiles: 3,
    });
    const activity = await t.backend.db.query<{ actor_id: string }>(
      `select distinct actor_id from public.activity where kind = 'card.created'`,
    );
    expect(activity.rows).toEqual([{ actor_id: OWNER }]);
  });
});
