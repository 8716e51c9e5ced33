import type { Queryable } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createUser,
  pgError,
  startBackend,
  serverVariant,
  variants,
  type TestBackend,
} from './support/backend';
import { createFixture, newToken, type Fixture } from './support/fixture';

const ATTACHMENT_ID = '00000000-0000-4000-8000-00000000a77a';
const INSERT_ATTACHMENT = `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes) values ('${ATTACHMENT_ID}', $1, $2, $3,`;
const attachment = (f: Fixture, fileName: string) => [
  f.cardId,
  `${f.workspaceId}/${f.cardId}/${ATTACHMENT_ID}/${fileName}`,
  fileName,
];

// §5 rules and §9 limits at the database level, as the table owner (no RLS,
// no client), so no client can get around them.
for (const variant of variants) {
  describe(`database rules on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: TestBackend['backend']['db'];
    let f: Fixture;
    beforeAll(async () => {
      t = await startBackend(variant);
      db = t.backend.db;
      f = await createFixture(db);
    });
    afterAll(async () => t?.stop());

    /** The error a statement raised, inside a savepoint so the transaction goes on. */
    const attempt = async (tx: Queryable, sql: string, params: unknown[] = []) => {
      await tx.query('savepoint attempt');
      try {
        await tx.query(sql, params);
      } catch (error) {
        await tx.query('rollback to savepoint attempt');
        return error as { code?: string; hint?: string; detail?: string; message: string };
      }
      throw new Error(`expected to fail: ${sql}`);
    };

    const rolledBack = async (fn: (tx: Queryable) => Promise<unknown>) => {
      const done = new Error('rollback');
      await db
        .transaction(async (tx) => {
          await fn(tx);
          throw done;
        })
        .catch((error: unknown) => {
          if (error !== done) throw error;
        });
    };

    describe('§5 CHECK constraints', () => {
      const cases: [string, string, (f: Fixture) => unknown[]][] = [
        [
          'workspaces_slug_check',
          `update public.workspaces set slug = 'ab' where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'workspaces_slug_check',
          `update public.workspaces set slug = 'Upper' where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'workspaces_slug_check',
          `update public.workspaces set slug = 'trailing-' where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'workspaces_slug_check',
          `update public.workspaces set slug = 'settings' where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'workspaces_slug_check',
          `update public.workspaces set slug = repeat('a', 41) where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'workspaces_name_check',
          `update public.workspaces set name = '   ' where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'workspaces_name_check',
          `update public.workspaces set name = repeat('n', 81) where id = $1`,
          (f) => [f.workspaceId],
        ],
        [
          'profiles_display_name_check',
          `update public.profiles set display_name = '' where id = $1`,
          (f) => [f.users.owner],
        ],
        [
          'profiles_display_name_check',
          `update public.profiles set display_name = repeat('d', 51) where id = $1`,
          (f) => [f.users.owner],
        ],
        [
          'boards_name_check',
          `update public.boards set name = repeat('b', 81) where id = $1`,
          (f) => [f.boardId],
        ],
        [
          'boards_description_check',
          `update public.boards set description = repeat('d', 2001) where id = $1`,
          (f) => [f.boardId],
        ],
        [
          'lists_name_check',
          `update public.lists set name = repeat('l', 61) where id = $1`,
          (f) => [f.listIds[0]],
        ],
        [
          'lists_wip_limit_check',
          `update public.lists set wip_limit = 0 where id = $1`,
          (f) => [f.listIds[0]],
        ],
        [
          'lists_wip_limit_check',
          `update public.lists set wip_limit = 1000 where id = $1`,
          (f) => [f.listIds[0]],
        ],
        ['cards_title_check', `update public.cards set title = '' where id = $1`, (f) => [f.cardId]],
        [
          'cards_title_check',
          `update public.cards set title = repeat('t', 201) where id = $1`,
          (f) => [f.cardId],
        ],
        [
          'cards_description_check',
          `update public.cards set description = repeat('d', 20001) where id = $1`,
          (f) => [f.cardId],
        ],
        [
          'labels_name_check',
          `update public.labels set name = repeat('l', 31) where id = $1`,
          (f) => [f.labelId],
        ],
        ['labels_color_check', `update public.labels set color = 'black' where id = $1`, (f) => [f.labelId]],
        [
          'checklist_items_body_check',
          `insert into public.checklist_items (card_id, body) values ($1, repeat('c', 301))`,
          (f) => [f.cardId],
        ],
        [
          'comments_body_check',
          `insert into public.comments (card_id, author_id, body) values ($1, $2, repeat('c', 5001))`,
          (f) => [f.cardId, f.users.owner],
        ],
        [
          'comments_body_check',
          `insert into public.comments (card_id, author_id, body) values ($1, $2, ' ')`,
          (f) => [f.cardId, f.users.owner],
        ],
        [
          'invitations_email_check',
          `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, 'not-an-address', 'member', repeat('a', 64))`,
          (f) => [f.workspaceId],
        ],
        [
          'invitations_email_check',
          `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, repeat('e', 250) || '@x.io', 'member', repeat('a', 64))`,
          (f) => [f.workspaceId],
        ],
        [
          'invitations_role_check',
          `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, 'x@example.test', 'owner', repeat('a', 64))`,
          (f) => [f.workspaceId],
        ],
        [
          'attachments_size_bytes_check',
          `${INSERT_ATTACHMENT} 'text/plain', 26214401)`,
          (f) => attachment(f, 'a.txt'),
        ],
        [
          'attachments_mime_type_check',
          `${INSERT_ATTACHMENT} 'application/x-msdownload', 1)`,
          (f) => attachment(f, 'a.dat'),
        ],
        [
          'attachments_mime_type_check',
          `${INSERT_ATTACHMENT} 'Application/X-SH; charset=utf-8', 1)`,
          (f) => attachment(f, 'a.dat'),
        ],
        [
          'attachments_mime_type_check',
          `${INSERT_ATTACHMENT} 'text/javascript', 1)`,
          (f) => attachment(f, 'a.txt'),
        ],
        [
          'attachments_mime_type_check',
          `${INSERT_ATTACHMENT} 'application/hta', 1)`,
          (f) => attachment(f, 'a.txt'),
        ],
        [
          'attachments_file_name_not_refused',
          `${INSERT_ATTACHMENT} 'text/plain', 1)`,
          (f) => attachment(f, 'run.js'),
        ],
        [
          'attachments_file_name_not_refused',
          `${INSERT_ATTACHMENT} 'text/plain', 1)`,
          (f) => attachment(f, 'x.HTA'),
        ],
        [
          'attachments_file_name_not_refused',
          `${INSERT_ATTACHMENT} 'text/plain', 1)`,
          (f) => attachment(f, 'a.lnk'),
        ],
        [
          'attachments_file_name_check',
          `${INSERT_ATTACHMENT} 'text/plain', 1)`,
          (f) => attachment(f, 'f'.repeat(256)),
        ],
      ];
      it.each(cases)('%s refuses: %s', async (constraint, sql, params) => {
        const error = await pgError(db.query(sql, params(f)));
        expect({ code: error.code, message: error.message }).toMatchObject({
          code: '23514',
          message: expect.stringContaining(constraint) as string,
        });
      });

      it('accepts values at the limits', async () => {
        await rolledBack(async (tx) => {
          // `returning` reads back what was stored: an update that matched no row would pass silently.
          const stored = async (sql: string, id: string) => (await tx.query(`${sql} returning *`, [id])).rows;
          expect(
            await stored(
              `update public.workspaces set slug = 'a-1', name = repeat('n', 80) where id = $1`,
              f.workspaceId,
            ),
          ).toEqual([expect.objectContaining({ slug: 'a-1', name: 'n'.repeat(80) })]);
          expect(
            await stored(
              `update public.lists set wip_limit = 999, name = repeat('l', 60) where id = $1`,
              f.listIds[0],
            ),
          ).toEqual([expect.objectContaining({ wip_limit: 999, name: 'l'.repeat(60) })]);
          expect(
            await stored(
              `update public.cards set title = repeat('t', 200), description = repeat('d', 20000) where id = $1`,
              f.cardId,
            ),
          ).toEqual([expect.objectContaining({ title: 't'.repeat(200), description: 'd'.repeat(20000) })]);
          expect(
            await stored(
              `update public.labels set color = 'indigo', name = repeat('l', 30) where id = $1`,
              f.labelId,
            ),
          ).toEqual([expect.objectContaining({ color: 'indigo', name: 'l'.repeat(30) })]);
          // A page or a picture that is really a script is attached (and served only as a download).
          const attached = await tx.query(
            `${INSERT_ATTACHMENT} 'text/html', 26214400) returning file_name, mime_type, size_bytes::int as size_bytes`,
            attachment(f, 'page.html'),
          );
          expect(attached.rows).toEqual([
            expect.objectContaining({ file_name: 'page.html', mime_type: 'text/html', size_bytes: 26214400 }),
          ]);
        });
      });

      it('refuses a slug that is taken with a unique violation', async () => {
        const other = await as(db, { userId: f.users.admin }, (tx) =>
          tx.query<{ slug: string }>(`select slug from public.create_workspace('Other', 'other-team')`),
        );
        expect(other.rows).toEqual([{ slug: 'other-team' }]);
        const error = await pgError(
          as(db, { userId: f.users.member }, (tx) =>
            tx.query(`select public.create_workspace('Again', 'other-team')`),
          ),
        );
        expect(error.code).toBe('23505');
      });
    });

    describe('§9 limits', () => {
      const expectLimit = async (
        failure: Promise<{ code?: string; hint?: string; detail?: string }>,
        limit: string,
      ) => {
        const error = await failure;
        expect({ code: error.code, hint: error.hint, detail: error.detail }).toEqual({
          code: 'P0001',
          hint: 'teamboard:limit-reached',
          detail: limit,
        });
      };

      it('100 boards per workspace', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `insert into public.boards (workspace_id, name) select $1, 'B' || g from generate_series(2, 100) g`,
            [f.workspaceId],
          );
          await expectLimit(
            attempt(tx, `insert into public.boards (workspace_id, name) values ($1, 'one too many')`, [
              f.workspaceId,
            ]),
            'boardsPerWorkspace',
          );
        });
      });

      it('50 lists per board', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `insert into public.lists (board_id, name) select $1, 'L' || g from generate_series(3, 50) g`,
            [f.boardId],
          );
          await expectLimit(
            attempt(tx, `insert into public.lists (board_id, name) values ($1, 'x')`, [f.boardId]),
            'listsPerBoard',
          );
        });
      });

      it('5,000 cards per board that are not archived, counted again on restore', async () => {
        await rolledBack(async (tx) => {
          // Bulk-load past the row triggers; the limit is then checked as a client would hit it.
          await tx.query(`set local session_replication_role = replica`);
          await tx.query(
            `insert into public.cards (board_id, list_id, title, position) select $1, $2, 'C' || g, g * 1024 from generate_series(2, 5000) g`,
            [f.boardId, f.listIds[0]],
          );
          await tx.query(`set local session_replication_role = origin`);
          await expectLimit(
            attempt(tx, `insert into public.cards (board_id, list_id, title) values ($1, $2, 'x')`, [
              f.boardId,
              f.listIds[1],
            ]),
            'cardsPerBoard',
          );
          await tx.query(`update public.cards set archived_at = now() where id = $1`, [f.cardId]);
          const { rows } = await tx.query<{ id: string }>(
            `insert into public.cards (board_id, list_id, title) values ($1, $2, 'fits again') returning id`,
            [f.boardId, f.listIds[1]],
          );
          expect(rows).toHaveLength(1);
          await expectLimit(
            attempt(tx, `update public.cards set archived_at = null where id = $1`, [f.cardId]),
            'cardsPerBoard',
          );
        });
      });

      it('30 labels per board', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `insert into public.labels (board_id, name) select $1, 'L' || g from generate_series(2, 30) g`,
            [f.boardId],
          );
          await expectLimit(
            attempt(tx, `insert into public.labels (board_id, name) values ($1, 'x')`, [f.boardId]),
            'labelsPerBoard',
          );
        });
      });

      it('100 checklist items per card', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            // In four checklists: one holds at most 50 (checklistItemsPerChecklist).
            `insert into public.checklist_items (card_id, body, checklist) select $1, 'I' || g, 'L' || (g % 4) from generate_series(1, 100) g`,
            [f.cardId],
          );
          await expectLimit(
            attempt(tx, `insert into public.checklist_items (card_id, body) values ($1, 'x')`, [f.cardId]),
            'checklistItemsPerCard',
          );
        });
      });

      it('50 attachments per card, each at its own path', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes)
             select a.id, $2::uuid, $1::text || '/' || $2::text || '/' || a.id || '/f.txt', 'f.txt', 'text/plain', 1
             from (select gen_random_uuid() as id from generate_series(1, 50)) a`,
            [f.workspaceId, f.cardId],
          );
          const id = '00000000-0000-4000-8000-000000000001';
          await expectLimit(
            attempt(
              tx,
              `insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes) values ($3::uuid, $2::uuid, $1::text || '/' || $2::text || '/' || $3::text || '/f.txt', 'f.txt', 'text/plain', 1)`,
              [f.workspaceId, f.cardId, id],
            ),
            'attachmentsPerCard',
          );
          const wrongPath = await attempt(
            tx,
            `insert into public.attachments (card_id, object_path, file_name, mime_type, size_bytes) values ($1, 'elsewhere/f.txt', 'f.txt', 'text/plain', 1)`,
            [f.cardId],
          );
          expect(wrongPath.hint).toBe('teamboard:validation');
        });
      });

      it('20 owned workspaces per user', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
            [JSON.stringify({ sub: f.users.outsider, role: 'authenticated' })],
          );
          for (let i = 0; i < 20; i++)
            await tx.query(`select public.create_workspace('W', $1)`, [
              `own-${i}-${f.workspaceId.slice(0, 8)}`,
            ]);
          await expectLimit(
            attempt(tx, `select public.create_workspace('W', 'one-more-${f.workspaceId.slice(0, 8)}')`),
            'ownedWorkspacesPerUser',
          );
        });
      });

      it('50 members per workspace, counting pending invitations', async () => {
        await rolledBack(async (tx) => {
          // 4 members + 40 pending invitations + 6 new members = 50; the
          // invitations are loaded past their hourly limit.
          await tx.query(`set local session_replication_role = replica`);
          await tx.query(
            `insert into public.invitations (workspace_id, email, role, token_hash, created_at)
             select $1, 'p' || g || '@example.test', 'member', encode(extensions.digest('t' || g, 'sha256'), 'hex'), now() - interval '2 hours'
             from generate_series(1, 40) g`,
            [f.workspaceId],
          );
          await tx.query(`set local session_replication_role = origin`);
          for (let i = 0; i < 6; i++) {
            const id = await createUser(tx, `extra-${i}-${f.workspaceId}@example.test`);
            await tx.query(`insert into public.workspace_members (workspace_id, user_id) values ($1, $2)`, [
              f.workspaceId,
              id,
            ]);
          }
          const last = await createUser(tx, `last-${f.workspaceId}@example.test`);
          await expectLimit(
            attempt(tx, `insert into public.workspace_members (workspace_id, user_id) values ($1, $2)`, [
              f.workspaceId,
              last,
            ]),
            'membersPerWorkspace',
          );
          await expectLimit(
            attempt(
              tx,
              `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, 'late@example.test', 'member', repeat('b', 64))`,
              [f.workspaceId],
            ),
            'membersPerWorkspace',
          );
        });
      });

      it('20 invitations per workspace per hour', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `insert into public.invitations (workspace_id, email, role, token_hash)
             select $1, 'h' || g || '@example.test', 'viewer', encode(extensions.digest('h' || g, 'sha256'), 'hex') from generate_series(1, 20) g`,
            [f.workspaceId],
          );
          await expectLimit(
            attempt(
              tx,
              `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, 'h21@example.test', 'viewer', repeat('c', 64))`,
              [f.workspaceId],
            ),
            'invitationsPerWorkspacePerHour',
          );
          // An hour later the window has room again.
          await tx.query(
            `update public.invitations set created_at = now() - interval '61 minutes' where workspace_id = $1`,
            [f.workspaceId],
          );
          await tx.query(
            `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, 'h21@example.test', 'viewer', repeat('c', 64))`,
            [f.workspaceId],
          );
        });
      });
    });

    describe('last owner', () => {
      it('cannot leave, be demoted or be removed; a second owner unlocks it', async () => {
        const owner = { userId: f.users.owner };
        const lastOwner = { code: 'P0001', hint: 'teamboard:conflict', detail: 'last_owner' };
        const pick = (e: { code?: string; hint?: string; detail?: string }) => ({
          code: e.code,
          hint: e.hint,
          detail: e.detail,
        });
        expect(
          pick(
            await pgError(
              as(db, owner, (tx) =>
                tx.query(`delete from public.workspace_members where workspace_id = $1 and user_id = $2`, [
                  f.workspaceId,
                  f.users.owner,
                ]),
              ),
            ),
          ),
        ).toEqual(lastOwner);
        expect(
          pick(
            await pgError(
              as(db, owner, (tx) =>
                tx.query(
                  `update public.workspace_members set role = 'admin' where workspace_id = $1 and user_id = $2`,
                  [f.workspaceId, f.users.owner],
                ),
              ),
            ),
          ),
        ).toEqual(lastOwner);
        // Even the service role (no user) cannot leave a workspace without an owner.
        expect(
          pick(
            await pgError(
              db.query(`delete from public.workspace_members where workspace_id = $1 and user_id = $2`, [
                f.workspaceId,
                f.users.owner,
              ]),
            ),
          ),
        ).toEqual(lastOwner);
        // An admin may not remove or demote an owner at all.
        const admin = { userId: f.users.admin };
        expect(
          (
            await pgError(
              as(db, admin, (tx) =>
                tx.query(`delete from public.workspace_members where workspace_id = $1 and user_id = $2`, [
                  f.workspaceId,
                  f.users.owner,
                ]),
              ),
            )
          ).code,
        ).toBe('42501');
        expect(
          (
            await pgError(
              as(db, admin, (tx) =>
                tx.query(
                  `update public.workspace_members set role = 'owner' where workspace_id = $1 and user_id = $2`,
                  [f.workspaceId, f.users.admin],
                ),
              ),
            )
          ).code,
        ).toBe('42501');

        await rolledBack(async (tx) => {
          await tx.query(
            `update public.workspace_members set role = 'owner' where workspace_id = $1 and user_id = $2`,
            [f.workspaceId, f.users.admin],
          );
          const left = await tx.query(
            `delete from public.workspace_members where workspace_id = $1 and user_id = $2`,
            [f.workspaceId, f.users.owner],
          );
          expect(left.affectedRows).toBe(1);
        });
      });

      it('transfer_ownership promotes the member and makes the owner an admin', async () => {
        await rolledBack(async (tx) => {
          await tx.query(
            `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
            [JSON.stringify({ sub: f.users.owner, role: 'authenticated' })],
          );
          await tx.query(`select public.transfer_ownership($1, $2)`, [f.workspaceId, f.users.member]);
          const { rows } = await tx.query<{ user_id: string; role: string }>(
            `select user_id, role::text from public.workspace_members where workspace_id = $1 and role in ('owner', 'admin') order by role`,
            [f.workspaceId],
          );
          expect(rows).toEqual(
            expect.arrayContaining([
              { user_id: f.users.member, role: 'owner' },
              { user_id: f.users.owner, role: 'admin' },
            ]),
          );
        });
        const byAdmin = await pgError(
          as(db, { userId: f.users.admin }, (tx) =>
            tx.query(`select public.transfer_ownership($1, $2)`, [f.workspaceId, f.users.member]),
          ),
        );
        expect([byAdmin.code, byAdmin.hint]).toEqual(['42501', 'teamboard:forbidden']);
        const byOutsider = await pgError(
          as(db, { userId: f.users.outsider }, (tx) =>
            tx.query(`select public.transfer_ownership($1, $2)`, [f.workspaceId, f.users.outsider]),
          ),
        );
        expect(byOutsider.hint).toBe('teamboard:not-found');
      });

      it('deleting the workspace removes its owners with it', async () => {
        const ws = await as(db, { userId: f.users.outsider }, (tx) =>
          tx.query<{ id: string }>(`select id from public.create_workspace('Gone', $1)`, [
            `gone-${f.workspaceId.slice(0, 8)}`,
          ]),
        );
        const deleted = await as(db, { userId: f.users.outsider }, (tx) =>
          tx.query(`delete from public.workspaces where id = $1`, [ws.rows[0]!.id]),
        );
        expect(deleted.affectedRows).toBe(1);
      });
    });

    describe('invitations', () => {
      const invite = async (email: string, role = 'member') => {
        const { token, hash } = newToken();
        await as(db, { userId: f.users.admin }, (tx) =>
          tx.query(
            `insert into public.invitations (workspace_id, email, role, token_hash, invited_by) values ($1, $2, $3, $4, $5)`,
            [f.workspaceId, email, role, hash, f.users.admin],
          ),
        );
        return token;
      };
      const accept = (userId: string, token: string) =>
        as(db, { userId }, (tx) =>
          tx.query<{ slug: string }>(`select slug from public.accept_invitation($1)`, [token]),
        );

      it('lets the invitee join once, with the invited role', async () => {
        const email = `joiner-${f.workspaceId}@example.test`;
        const userId = await createUser(db, email);
        const token = await invite(email, 'viewer');
        const { rows } = await accept(userId, token);
        expect(rows[0]?.slug).toMatch(/^team-/);
        const member = await db.query(
          `select role::text from public.workspace_members where workspace_id = $1 and user_id = $2`,
          [f.workspaceId, userId],
        );
        expect(member.rows).toEqual([{ role: 'viewer' }]);
        const again = await pgError(accept(userId, token));
        expect([again.hint, again.detail]).toEqual(['teamboard:conflict', 'invitation_used']);
      });

      it('refuses revoked, expired, unknown and someone else’s invitations', async () => {
        const email = `late-${f.workspaceId}@example.test`;
        const userId = await createUser(db, email);

        const revoked = await invite(email);
        await as(db, { userId: f.users.owner }, (tx) =>
          tx.query(
            `update public.invitations set revoked_at = now() where email = $1 and workspace_id = $2`,
            [email, f.workspaceId],
          ),
        );
        expect((await pgError(accept(userId, revoked))).detail).toBe('invitation_revoked');

        const expired = await invite(email);
        await db.query(
          `update public.invitations set created_at = now() - interval '8 days', expires_at = now() - interval '1 day' where accepted_at is null and revoked_at is null and email = $1`,
          [email],
        );
        expect((await pgError(accept(userId, expired))).detail).toBe('invitation_expired');

        expect((await pgError(accept(userId, 'not-a-real-token'))).hint).toBe('teamboard:not-found');

        const forSomeoneElse = await invite(`other-${f.workspaceId}@example.test`);
        const mismatch = await pgError(accept(userId, forSomeoneElse));
        expect([mismatch.code, mismatch.detail]).toEqual(['42501', 'invitation_email_mismatch']);

        const member = await db.query(`select 1 from public.workspace_members where user_id = $1`, [userId]);
        expect(member.rows).toEqual([]);
      });

      it('keeps only the hash, lower-cases the email and caps the lifetime at 7 days', async () => {
        const { hash } = newToken();
        const { rows } = await as(db, { userId: f.users.owner }, (tx) =>
          tx.query<{ email: string; days: number }>(
            `insert into public.invitations (workspace_id, email, role, token_hash, invited_by, expires_at)
             values ($1, $2, 'member', $3, $4, now() + interval '30 days')
             returning email, round(extract(epoch from expires_at - created_at) / 86400)::int as days`,
            [
              f.workspaceId,
              `  MiXed-${f.workspaceId}@Example.TEST `.trim().toLowerCase(),
              hash,
              f.users.owner,
            ],
          ),
        );
        expect(rows).toEqual([{ email: `mixed-${f.workspaceId}@example.test`, days: 7 }]);
      });

      it('refuses inviting someone who is already a member', async () => {
        const error = await pgError(invite(f.emails.viewer));
        expect([error.code, error.detail]).toEqual(['23505', 'already_member']);
      });

      it('lets clients only revoke, and only pending invitations', async () => {
        const token = await invite(`revokable-${f.workspaceId}@example.test`);
        const hash = newToken().hash;
        const tamper = await pgError(
          as(db, { userId: f.users.admin }, (tx) =>
            tx.query(
              `update public.invitations set role = 'admin', token_hash = $2 where workspace_id = $1 and revoked_at is null and accepted_at is null`,
              [f.workspaceId, hash],
            ),
          ),
        );
        expect(tamper.code).toBe('42501');
        expect(token).toBeTruthy();
      });
    });

    describe('card versions', () => {
      it('bumps version on every update and refuses a stale update_card', async () => {
        const member = { userId: f.users.member };
        const before = await db.query<{ version: number }>(`select version from public.cards where id = $1`, [
          f.cardId,
        ]);
        const seen = before.rows[0]!.version;
        const first = await as(db, member, (tx) =>
          tx.query<{ version: number; title: string }>(
            `select version, title from public.update_card($1, $2, $3)`,
            [f.cardId, seen, JSON.stringify({ title: 'Renamed' })],
          ),
        );
        expect(first.rows).toEqual([{ version: seen + 1, title: 'Renamed' }]);
        const stale = await pgError(
          as(db, member, (tx) =>
            tx.query(`select public.update_card($1, $2, $3)`, [
              f.cardId,
              seen,
              JSON.stringify({ description: 'lost?' }),
            ]),
          ),
        );
        expect([stale.hint, stale.detail]).toEqual(['teamboard:conflict', 'stale_version']);
        // The plain-update style: a stale version matches no row.
        const plain = await as(db, member, (tx) =>
          tx.query(`update public.cards set description = 'x' where id = $1 and version = $2`, [
            f.cardId,
            seen,
          ]),
        );
        expect(plain.affectedRows).toBe(0);
        const after = await db.query(`select title, description, version from public.cards where id = $1`, [
          f.cardId,
        ]);
        expect(after.rows).toEqual([{ title: 'Renamed', description: '', version: seen + 1 }]);
        const unknown = await pgError(
          as(db, member, (tx) =>
            tx.query(`select public.update_card($1, $2, '{"board_id": null}')`, [f.cardId, seen + 1]),
          ),
        );
        expect(unknown.hint).toBe('teamboard:validation');
        const viewer = await pgError(
          as(db, { userId: f.users.viewer }, (tx) =>
            tx.query(`select public.update_card($1, $2, '{"title": "no"}')`, [f.cardId, seen + 1]),
          ),
        );
        expect([viewer.code, viewer.hint]).toEqual(['42501', 'teamboard:forbidden']);
      });
    });

    describe('moves', () => {
      const order = async (listId: string) =>
        (
          await db.query<{ title: string }>(
            `select title from public.cards where list_id = $1 and archived_at is null order by position, id`,
            [listId],
          )
        ).rows.map((r) => r.title);

      it('puts a card between its neighbours, touching only that card', async () => {
        const member = { userId: f.users.member };
        const list = f.listIds[1];
        const ids = await as(db, member, async (tx) => {
          const out: string[] = [];
          for (const title of ['a', 'b', 'c']) {
            const { rows } = await tx.query<{ id: string }>(
              `insert into public.cards (board_id, list_id, title) values ($1, $2, $3) returning id`,
              [f.boardId, list, title],
            );
            await tx.query(`select public.move_card($1, $2, $3, null)`, [
              rows[0]!.id,
              list,
              out.at(-1) ?? null,
            ]);
            out.push(rows[0]!.id);
          }
          return out;
        });
        expect(await order(list)).toEqual(['a', 'b', 'c']);
        const versions = async () =>
          (
            await db.query<{ id: string; version: number }>(
              `select id, version from public.cards where list_id = $1 order by id`,
              [list],
            )
          ).rows;
        const beforeMove = await versions();
        await as(db, member, (tx) =>
          tx.query(`select public.move_card($1, $2, $3, $4)`, [ids[2], list, ids[0], ids[1]]),
        );
        expect(await order(list)).toEqual(['a', 'c', 'b']);
        const changed = (await versions()).filter(
          (v) => beforeMove.find((b) => b.id === v.id)?.version !== v.version,
        );
        expect(changed.map((v) => v.id)).toEqual([ids[2]]);
        await as(db, member, (tx) =>
          tx.query(`select public.move_card($1, $2, null, $3)`, [ids[1], list, ids[0]]),
        );
        expect(await order(list)).toEqual(['b', 'a', 'c']);
        const viewer = await pgError(
          as(db, { userId: f.users.viewer }, (tx) =>
            tx.query(`select public.move_card($1, $2)`, [ids[0], list]),
          ),
        );
        expect(viewer.code).toBe('42501');
        const outsider = await pgError(
          as(db, { userId: f.users.outsider }, (tx) =>
            tx.query(`select public.move_card($1, $2)`, [ids[0], list]),
          ),
        );
        expect(outsider.hint).toBe('teamboard:not-found');
      });

      it('renumbers the list when a gap is used up, keeping the order', async () => {
        const member = { userId: f.users.member };
        const list = (
          await as(db, member, (tx) =>
            tx.query<{ id: string }>(
              `insert into public.lists (board_id, name) values ($1, 'Squeeze') returning id`,
              [f.boardId],
            ),
          )
        ).rows[0]!.id;
        const [first, last] = await as(db, member, async (tx) => {
          const a = await tx.query<{ id: string }>(
            `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'first', 1) returning id`,
            [f.boardId, list],
          );
          const z = await tx.query<{ id: string }>(
            `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'last', 2) returning id`,
            [f.boardId, list],
          );
          return [a.rows[0]!.id, z.rows[0]!.id];
        });
        const expected = ['first'];
        // Each new card goes right after the first: the gap halves every time.
        for (let i = 0; i < 30; i++) {
          await as(db, member, async (tx) => {
            const { rows } = await tx.query<{ id: string }>(
              `insert into public.cards (board_id, list_id, title, position) values ($1, $2, $3, 99) returning id`,
              [f.boardId, list, `n${i}`],
            );
            await tx.query(`select public.move_card($1, $2, $3, null)`, [rows[0]!.id, list, first]);
          });
          expected.splice(1, 0, `n${i}`);
        }
        expect(await order(list)).toEqual([...expected, 'last']);
        expect(last).toBeTruthy();
      });

      it('keeps a total order under concurrent moves into the same gap', async () => {
        const member = { userId: f.users.member };
        const list = (
          await as(db, member, (tx) =>
            tx.query<{ id: string }>(
              `insert into public.lists (board_id, name) values ($1, 'Race') returning id`,
              [f.boardId],
            ),
          )
        ).rows[0]!.id;
        const ids = await as(db, member, async (tx) => {
          const out: string[] = [];
          for (let i = 0; i < 8; i++) {
            const { rows } = await tx.query<{ id: string }>(
              `insert into public.cards (board_id, list_id, title, position) values ($1, $2, $3, $4) returning id`,
              [f.boardId, f.listIds[0], `r${i}`, 5000 + i],
            );
            out.push(rows[0]!.id);
          }
          const anchor = await tx.query<{ id: string }>(
            `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'anchor', 1) returning id`,
            [f.boardId, list],
          );
          const tail = await tx.query<{ id: string }>(
            `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'tail', 2) returning id`,
            [f.boardId, list],
          );
          return { movers: out, anchor: anchor.rows[0]!.id, tail: tail.rows[0]!.id };
        });
        await Promise.all(
          ids.movers.map((id) =>
            as(db, member, (tx) =>
              tx.query(`select public.move_card($1, $2, $3, $4)`, [id, list, ids.anchor, ids.tail]),
            ),
          ),
        );
        const { rows } = await db.query<{ title: string; position: string }>(
          `select title, position::text from public.cards where list_id = $1 order by position, id`,
          [list],
        );
        expect(rows[0]?.title).toBe('anchor');
        expect(rows.at(-1)?.title).toBe('tail');
        expect(rows).toHaveLength(10);
        expect(new Set(rows.map((r) => r.position)).size).toBe(10);
      });

      it('appends concurrent inserts that chose the same position instead of tying them', async () => {
        const member = { userId: f.users.member };
        const list = (
          await as(db, member, (tx) =>
            tx.query<{ id: string }>(
              `insert into public.lists (board_id, name) values ($1, 'Same spot') returning id`,
              [f.boardId],
            ),
          )
        ).rows[0]!.id;
        // Both clients saw an empty list and picked the same position.
        await Promise.all(
          ['first', 'second', 'third'].map((title) =>
            as(db, member, (tx) =>
              tx.query(
                `insert into public.cards (board_id, list_id, title, position) values ($1, $2, $3, 1024)`,
                [f.boardId, list, title],
              ),
            ),
          ),
        );
        const { rows } = await db.query<{ position: string }>(
          `select position::text from public.cards where list_id = $1 order by position`,
          [list],
        );
        expect(rows).toHaveLength(3);
        expect(new Set(rows.map((r) => r.position)).size).toBe(3);
        const twins = await Promise.all(
          ['Twin A', 'Twin B'].map((name) =>
            as(db, member, (tx) =>
              tx.query<{ position: string }>(
                `insert into public.lists (board_id, name, position) values ($1, $2, 1) returning position::text`,
                [f.boardId, name],
              ),
            ),
          ),
        );
        const listPositions = twins.map((r) => r.rows[0]!.position);
        expect(new Set(listPositions).size).toBe(2);
      });

      it('puts a board, list, card or checklist item given no position one step after the last', async () => {
        await rolledBack(async (tx) => {
          const after = async (
            table: string,
            parent: string,
            id: string,
            insert: string,
            params: unknown[],
          ) => {
            const { rows: last } = await tx.query<{ position: string | null }>(
              `select max(position)::text as position from public.${table} where ${parent} = $1`,
              [id],
            );
            const { rows } = await tx.query<{ position: string }>(
              `${insert} returning position::text`,
              params,
            );
            expect(Number(rows[0]!.position)).toBe(Number(last[0]?.position ?? 0) + 1024);
          };
          await after(
            'boards',
            'workspace_id',
            f.workspaceId,
            `insert into public.boards (workspace_id, name) values ($1, 'Next')`,
            [f.workspaceId],
          );
          await after(
            'lists',
            'board_id',
            f.boardId,
            `insert into public.lists (board_id, name) values ($1, 'Next')`,
            [f.boardId],
          );
          await after(
            'cards',
            'list_id',
            f.listIds[1],
            `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Next')`,
            [f.boardId, f.listIds[1]],
          );
          await after(
            'checklist_items',
            'card_id',
            f.cardId,
            `insert into public.checklist_items (card_id, body) values ($1, 'Next')`,
            [f.cardId],
          );
          // An empty parent starts at one step.
          const { rows: fresh } = await tx.query<{ id: string }>(
            `insert into public.lists (board_id, name) values ($1, 'Empty') returning id`,
            [f.boardId],
          );
          await after(
            'cards',
            'list_id',
            fresh[0]!.id,
            `insert into public.cards (board_id, list_id, title) values ($1, $2, 'First')`,
            [f.boardId, fresh[0]!.id],
          );
        });
      });

      it('refuses a row left without a position when the trigger is bypassed', async () => {
        await rolledBack(async (tx) => {
          await tx.query(`set local session_replication_role = replica`);
          const error = await attempt(tx, `insert into public.lists (board_id, name) values ($1, 'Bulk')`, [
            f.boardId,
          ]);
          expect(error.code).toBe('23514');
        });
      });
    });

    describe('activity', () => {
      it('is written by triggers with the actor', async () => {
        const { rows } = await db.query<{ kind: string }>(
          `select distinct kind from public.activity where workspace_id = $1 order by 1`,
          [f.workspaceId],
        );
        expect(rows.map((r) => r.kind)).toEqual(
          expect.arrayContaining(['board.created', 'card.created', 'list.created', 'member.joined']),
        );
        const cardCreated = await db.query<{ actor_id: string }>(
          `select actor_id from public.activity where card_id = $1 and kind = 'card.created'`,
          [f.cardId],
        );
        expect(cardCreated.rows).toEqual([{ actor_id: f.users.owner }]);
      });
    });
  });
}
