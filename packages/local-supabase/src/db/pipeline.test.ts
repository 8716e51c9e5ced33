import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseVariants, serverVariant } from '../../test/support/test-database';
import { bootstrapDatabase } from './bootstrap';
import type { Database, QueryResult } from './database';
import { openPGlite } from './pglite';
import { openPostgres } from './postgres';

const all = (results: QueryResult[]) => results;

for (const variant of databaseVariants) {
  describe(`Database.pipeline on ${variant.name}`, serverVariant(variant.server), () => {
    let db: Database;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      if (variant.server) {
        const created = await createTestDatabase();
        drop = () => created.drop();
        db = await openPostgres(created.url);
        // On a server the pipeline runs on the `authenticator` login the platform schema makes,
        // as API requests do; these raw statements then need rights on the table.
        await bootstrapDatabase(db, []);
      } else {
        db = await openPGlite();
      }
      await db.exec(`create table items (id int primary key, name text not null)`);
      if (variant.server) await db.exec(`grant all on table items to authenticator`);
    });
    afterAll(async () => {
      await db?.close();
      await drop?.();
    });

    it('runs the statements in one transaction and answers one result each', async () => {
      await db.exec(`delete from items`);
      const results = await db.pipeline(
        [
          { sql: `select set_config('app.who', $1, true) as who`, params: ['x'] },
          { sql: `insert into items values (1, current_setting('app.who')), (2, $1)`, params: ['y'] },
          { sql: `update items set name = name || '!' where id = $1`, params: [1] },
          { sql: `select id, name from items order by id`, params: [] },
        ],
        all,
      );
      expect([results[1]!.affectedRows, results[2]!.affectedRows]).toEqual([2, 1]);
      expect(results[0]!.rows).toEqual([{ who: 'x' }]);
      expect(results[3]!.rows).toEqual([
        { id: 1, name: 'x!' },
        { id: 2, name: 'y' },
      ]);
      // Transaction-local settings end with the pipeline: the next pipeline does not see them
      // (empty once the session has seen the setting, null on a connection that never did).
      const after = await db.pipeline(
        [{ sql: `select current_setting('app.who', true) as who`, params: [] }],
        all,
      );
      expect(['', null]).toContain(after[0]!.rows[0]!.who);
    });

    it('rolls everything back when decide throws or a statement fails, and stays usable', async () => {
      await db.exec(`delete from items`);
      const insert = { sql: `insert into items values ($1, $2)`, params: [7, 'seven'] };
      await expect(
        db.pipeline([insert], () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await expect(
        db.pipeline([insert, { sql: `insert into items values ($1, null)`, params: [8] }], all),
      ).rejects.toMatchObject({ code: '23502' });
      expect((await db.query(`select count(*)::int as n from items`)).rows).toEqual([{ n: 0 }]);
      const [done] = await db.pipeline([insert], all);
      expect(done!.affectedRows).toBe(1);
    });

    it('refuses writes in a read-only pipeline', async () => {
      await expect(
        db.pipeline(
          [
            { sql: `select set_config('transaction_read_only', 'on', true)`, params: [] },
            { sql: `insert into items values ($1, 'ro')`, params: [9] },
          ],
          all,
          { readOnly: true },
        ),
      ).rejects.toMatchObject({ code: '25006' });
    });

    it('answers the current shape after a table changes under a statement it ran before', async () => {
      const select = { sql: `select * from items where id = $1`, params: [7] };
      const [before] = await db.pipeline([select], all, { readOnly: true });
      expect(before!.rows).toEqual([{ id: 7, name: 'seven' }]);
      await db.exec(`alter table items add column note text default 'n'`);
      const [after] = await db.pipeline([select], all, { readOnly: true });
      expect(after!.rows).toEqual([{ id: 7, name: 'seven', note: 'n' }]);
      await db.exec(`alter table items drop column note`);
    });

    it('recovers when its prepared statements were deallocated behind its back', async () => {
      const select = { sql: `select name from items where id = $1`, params: [7] };
      await db.pipeline([select], all, { readOnly: true });
      await db.exec(`deallocate all`);
      const [again] = await db.pipeline([select], all, { readOnly: true });
      expect(again!.rows).toEqual([{ name: 'seven' }]);
    });

    it('answers the text of a statement asked for as bytes in UTF-8 bytes, and all else as values', async () => {
      const long = `${'x'.repeat(300_000)}ü`;
      const [plain, asBytes] = await db.pipeline(
        [
          { sql: `select $1::text as t`, params: ['é'] },
          {
            sql: `select $1::text as t, 7 as n, null::text as missing, '{"a": 1}'::jsonb as j, $2::text as long`,
            params: ['é€😀', long],
            textAsBytes: true,
          },
        ],
        all,
        { readOnly: true },
      );
      expect(plain!.rows).toEqual([{ t: 'é' }]);
      const row = asBytes!.rows[0]!;
      expect(row.t).toBeInstanceOf(Uint8Array);
      const text = new TextDecoder();
      expect([text.decode(row.t as Uint8Array), text.decode(row.long as Uint8Array)]).toEqual(['é€😀', long]);
      expect([row.n, row.missing, row.j]).toEqual([7, null, { a: 1 }]);
    });

    it('hands the notifications its statements raise to the listeners', async () => {
      let hear: (payload: string) => void = () => undefined;
      const heard = new Promise<string>((resolve) => (hear = resolve));
      const unlisten = await db.listen('pipeline_test', (payload) => hear(payload));
      await db.pipeline([{ sql: `select pg_notify('pipeline_test', $1)`, params: ['sent'] }], all);
      expect(await heard).toBe('sent');
      await unlisten();
    });

    it('keeps answering after more distinct statements than it keeps prepared', async () => {
      for (let i = 0; i < 300; i++) {
        const [r] = await db.pipeline([{ sql: `select $1::int + ${i} as n`, params: [1] }], all);
        expect(r!.rows).toEqual([{ n: i + 1 }]);
      }
      const [first] = await db.pipeline([{ sql: `select $1::int + 0 as n`, params: [5] }], all);
      expect(first!.rows).toEqual([{ n: 5 }]);
    });
  });
}
