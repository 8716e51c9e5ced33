import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../start';
import { createTestDatabase, databaseVariants, serverVariant } from '../../../test/support/test-database';
import { client, startAuthBackend, uniqueEmail } from '../../../test/support/auth-backend';

const PASSWORD = 'correct-horse-1';

for (const variant of databaseVariants) {
  describe(
    `admin users as GoTrue shapes and pages them (${variant.name})`,
    serverVariant(variant.server),
    () => {
      let backend: LocalSupabase;
      let drop = async () => {};
      beforeAll(async () => {
        let dbUrl: string | undefined;
        if (variant.server) {
          const db = await createTestDatabase('ls_admin');
          dbUrl = db.url;
          drop = () => db.drop();
        }
        backend = await startAuthBackend(undefined, dbUrl ? { dbUrl } : {});
      });
      afterAll(async () => {
        await backend?.stop();
        await drop();
      });
      const admin = () => client(backend, { key: backend.serviceRoleKey }).auth.admin;
      const list = (query: string) =>
        fetch(`${backend.apiUrl}/auth/v1/admin/users${query}`, {
          headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
        });

      it('createUser keeps user_metadata to what was sent (plus email_verified once confirmed)', async () => {
        const plain = await admin().createUser({
          email: uniqueEmail('plain'),
          user_metadata: { name: 'Ada' },
        });
        expect(plain.error).toBeNull();
        expect(plain.data.user!.user_metadata).toEqual({ name: 'Ada' });
        expect(plain.data.user!.identities![0]!.identity_data).toMatchObject({
          sub: plain.data.user!.id,
          email: plain.data.user!.email,
          email_verified: false,
          phone_verified: false,
        });

        const confirmed = await admin().createUser({
          email: uniqueEmail('confirmed'),
          password: PASSWORD,
          email_confirm: true,
          user_metadata: { name: 'Grace' },
        });
        expect(confirmed.data.user!.user_metadata).toEqual({ name: 'Grace', email_verified: true });
      });

      it('updateUserById and generateLink do not copy identity claims into user_metadata', async () => {
        const { data } = await admin().createUser({
          email: uniqueEmail('move'),
          user_metadata: { team: 'a' },
        });
        const moved = await admin().updateUserById(data.user!.id, { email: uniqueEmail('moved') });
        expect(moved.error).toBeNull();
        expect(moved.data.user!.user_metadata).toEqual({ team: 'a' });

        const link = await admin().generateLink({
          type: 'signup',
          email: uniqueEmail('linked'),
          password: PASSWORD,
          options: { data: { plan: 'free' } },
        });
        expect(link.error).toBeNull();
        expect(link.data.user!.user_metadata).toEqual({ plan: 'free' });
        const invite = await admin().generateLink({ type: 'invite', email: uniqueEmail('invited') });
        expect(invite.data.user!.user_metadata).toEqual({});
      });

      it('a self sign-up still carries the identity claims in user_metadata', async () => {
        const email = uniqueEmail('self');
        const { data } = await client(backend).auth.signUp({
          email,
          password: PASSWORD,
          options: { data: { a: 1 } },
        });
        expect(data.user!.user_metadata).toEqual({
          a: 1,
          sub: data.user!.id,
          email,
          email_verified: true,
          phone_verified: false,
        });
      });

      it('lists newest first with GoTrue’s Link and X-Total-Count headers', async () => {
        const newest = await admin().createUser({ email: uniqueEmail('newest') });
        const first = await admin().listUsers({ page: 1, perPage: 1 });
        expect(first.error).toBeNull();
        expect(first.data.users.map((u) => u.id)).toEqual([newest.data.user!.id]);

        const response = await list('?per_page=2&page=1');
        expect(response.status).toBe(200);
        const total = Number(response.headers.get('x-total-count'));
        expect(total).toBeGreaterThanOrEqual(3);
        const last = Math.ceil(total / 2);
        expect(response.headers.get('link')).toBe(
          `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`,
        );
        const body = (await response.json()) as { users: { created_at: string }[]; aud: string };
        expect(body.aud).toBe('authenticated');
        expect(body.users).toHaveLength(2);
        expect(Date.parse(body.users[0]!.created_at)).toBeGreaterThanOrEqual(
          Date.parse(body.users[1]!.created_at),
        );

        const lastPage = await list(`?per_page=2&page=${last}`);
        expect(lastPage.headers.get('link')).toBe(`</admin/users?page=${last}&per_page=2>; rel="last"`);
        const paged = await admin().listUsers({ page: 1, perPage: 2 });
        expect(paged.data).toMatchObject({ nextPage: 2, lastPage: last, total });

        const oldestFirst = (await (await list('?sort=created_at%20asc&per_page=1')).json()) as {
          users: { id: string }[];
        };
        expect(oldestFirst.users[0]!.id).not.toBe(newest.data.user!.id);
      });

      it('filters by a substring of the email', async () => {
        const marker = `needle${Date.now().toString(36)}`;
        const { data } = await admin().createUser({ email: `${marker}@example.com` });
        const response = await list(`?filter=${marker}`);
        expect(response.headers.get('x-total-count')).toBe('1');
        expect(((await response.json()) as { users: { id: string }[] }).users.map((u) => u.id)).toEqual([
          data.user!.id,
        ]);
        const hostile = await list(`?filter=${encodeURIComponent("%' or 1=1 --")}`);
        expect(hostile.status).toBe(200);
        expect(hostile.headers.get('x-total-count')).toBe('0');
      });

      it('refuses a page, page size or sort it cannot read', async () => {
        for (const query of [
          '?page=abc',
          '?per_page=-1',
          `?page=${encodeURIComponent('1; drop table auth.users')}`,
        ]) {
          const response = await list(query);
          expect(response.status).toBe(400);
          const body = (await response.json()) as { error_code: string; msg: string };
          expect(body.error_code).toBe('validation_failed');
          expect(body.msg).toMatch(
            /^Bad Pagination Parameters: strconv\.ParseUint: parsing ".*": invalid syntax$/,
          );
        }
        const sorted = await list('?sort=email');
        expect(sorted.status).toBe(400);
        expect(await sorted.json()).toMatchObject({ msg: "Bad Sort Parameters: bad field for sort 'email'" });
      });
    },
  );
}
