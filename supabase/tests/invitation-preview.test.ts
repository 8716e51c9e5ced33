import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, newToken, type Fixture } from './support/fixture';

interface PreviewRow {
  status: string;
  workspace_name: string | null;
  inviter_name: string | null;
  email: string | null;
  role: string | null;
  expires_at: string | null;
}

const NOTHING = {
  workspace_name: null,
  inviter_name: null,
  email: null,
  role: null,
  expires_at: null,
  board_id: null,
  board_name: null,
  board_role: null,
};

for (const variant of variants) {
  describe(`invitation_preview on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let anon: SupabaseClient;
    let ownerName: string;
    let workspaceName: string;

    /** An invitation from the owner; `change` sets its outcome columns. */
    const invite = async (email: string, change = ''): Promise<string> => {
      const { token, hash } = newToken();
      await t.backend.db.query(
        `insert into public.invitations (workspace_id, email, role, token_hash, invited_by)
         values ($1, $2, 'member', $3, $4)`,
        [f.workspaceId, email, hash, f.users.owner],
      );
      if (change) {
        await t.backend.db.query(`update public.invitations set ${change} where token_hash = $1`, [hash]);
      }
      return token;
    };
    const preview = async (client: SupabaseClient, token: string): Promise<PreviewRow[]> => {
      const result = await client.rpc('invitation_preview', { token });
      expect(result.error).toBeNull();
      return result.data as PreviewRow[];
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      anon = await clientFor(t.backend);
      const { rows } = await t.backend.db.query<{ display_name: string; name: string }>(
        `select p.display_name, w.name from public.profiles p, public.workspaces w
         where p.id = $1 and w.id = $2`,
        [f.users.owner, f.workspaceId],
      );
      ownerName = rows[0]!.display_name;
      workspaceName = rows[0]!.name;
    });
    afterAll(async () => t?.stop());

    it('shows a signed-out visitor the workspace, the inviter, the address, the role and the expiry', async () => {
      const token = await invite('New.Person@Example.test');
      const [row, ...rest] = await preview(anon, token);
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        status: 'pending',
        workspace_name: workspaceName,
        inviter_name: ownerName,
        email: 'new.person@example.test',
        role: 'member',
        // A workspace invitation names no board.
        board_id: null,
        board_name: null,
        board_role: null,
      });
      expect(new Date(row!.expires_at!).getTime()).toBeGreaterThan(Date.now());
      expect(Object.keys(row!).sort()).toEqual(
        ['board_id', 'board_name', 'board_role', 'email', 'expires_at', 'inviter_name', 'role', 'status', 'workspace_name'],
      );
    });

    it('answers a signed-in user the same way', async () => {
      const token = await invite('signed-in@example.test');
      const outsider = await clientFor(t.backend, f.users.outsider);
      expect(await preview(outsider, token)).toMatchObject([{ status: 'pending', email: 'signed-in@example.test' }]);
    });

    it('gives only a status for an accepted, revoked or expired invitation', async () => {
      const accepted = await invite('accepted@example.test', `accepted_at = now(), accepted_by = '${f.users.outsider}'`);
      const revoked = await invite('revoked@example.test', 'revoked_at = now()');
      const expired = await invite('expired@example.test', `expires_at = now() - interval '1 minute'`);
      expect(await preview(anon, accepted)).toEqual([{ status: 'accepted', ...NOTHING }]);
      expect(await preview(anon, revoked)).toEqual([{ status: 'revoked', ...NOTHING }]);
      expect(await preview(anon, expired)).toEqual([{ status: 'expired', ...NOTHING }]);
    });

    it('gives nothing for an unknown, hostile or over-long token', async () => {
      const known = await invite('hostile@example.test');
      const { hash } = newToken();
      const hostile = [
        newToken().token,
        '',
        ' ',
        hash, // the stored hash is not the token
        `${known} `,
        known.toUpperCase(),
        "' or 1=1 --",
        "'; update public.invitations set revoked_at = null; --",
        '%',
        '\\x00',
        '../../etc/passwd',
        '😀'.repeat(50),
        'a'.repeat(257),
        'a'.repeat(100_000),
      ];
      for (const token of hostile) {
        expect(await preview(anon, token)).toEqual([{ status: 'not_found', ...NOTHING }]);
      }
      expect(await preview(anon, known)).toMatchObject([{ status: 'pending' }]);
    });

    it('changes nothing and exposes no invitation rows to anon', async () => {
      const token = await invite('untouched@example.test');
      await preview(anon, token);
      const { rows } = await t.backend.db.query<{ accepted_at: string | null; revoked_at: string | null }>(
        `select accepted_at, revoked_at from public.invitations where email = 'untouched@example.test'`,
      );
      expect(rows).toEqual([{ accepted_at: null, revoked_at: null }]);
      const { data } = await anon.from('invitations').select('*');
      expect(data ?? []).toEqual([]);
    });
  });
}
