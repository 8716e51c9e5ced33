import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants, serverVariant } from '../../test/support/test-database';
import { startDerivedBackend, type DerivedBackend } from '../../test/support/derived-backend';

/**
 * `Prefer: missing=default` (supabase-js `defaultToNull: false`): each row of a
 * bulk insert or upsert takes the column default for the keys it lacks, where
 * the plain bulk write sets them null. Expected bodies: postgrest-js's
 * `test/basic.test.ts` ('bulk insert with column defaults', 'bulk upsert with
 * column defaults'), recorded against PostgREST, whose `fromJsonBodyF`
 * (src/library/PostgREST/Query/SqlFragment.hs) merges the defaults into each row.
 */

for (const variant of databaseVariants) {
  describe(`REST bulk writes with column defaults on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    /** The identity the first defaulted row took. */
    let drawn = 0;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server, 'rest-upstream');
    }, 60_000);
    afterAll(() => t?.stop());

    it('fills the keys a row lacks from the column defaults, identity included, and counts the rows', async () => {
      const res = await t.service
        .from('channels')
        .insert([{ id: 100 }, { slug: 'test-slug' }], { defaultToNull: false, count: 'exact' })
        .select();
      expect(res.status).toBe(201);
      expect(res.count).toBe(2);
      // The identity is drawn from its sequence: past the seed's 1–3 (PGlite's restored image may
      // have skipped sequence values, as PostgreSQL does after recovery, so only its order is fixed).
      const rows = res.data as { id: number }[];
      drawn = rows[1]!.id;
      expect(drawn).toBeGreaterThan(3);
      expect(res.data).toEqual([
        { data: null, id: 100, slug: null },
        { data: null, id: drawn, slug: 'test-slug' },
      ]);
      // Without the preference the lacking keys are null: here the identity, which refuses it.
      const nulls = await t.service
        .from('channels')
        .insert([{ id: 101 }, { slug: 'no-id' }])
        .select();
      expect(nulls.error).toMatchObject({ code: '23502' });
    });

    it('upserts with the defaults filling each row, updating the existing one', async () => {
      const res = await t.service
        .from('channels')
        .upsert([{ id: 1 }, { slug: 'test-slug' }], { defaultToNull: false, count: 'exact' })
        .select();
      expect(res.status).toBe(201);
      expect(res.count).toBe(2);
      expect(res.data).toEqual([
        { data: null, id: 1, slug: null },
        { data: null, id: drawn + 1, slug: 'test-slug' },
      ]);
    });
  });
}
