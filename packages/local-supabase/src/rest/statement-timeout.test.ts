import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants, serverVariant } from '../../test/support/test-database';
import { startDerivedBackend, type DerivedBackend } from '../../test/support/derived-backend';

// PostgREST applies the settings of the role it switches to (`alter role …
// set statement_timeout`) to each request's transaction; Postgres itself
// applies a role's settings only at login.
for (const variant of databaseVariants) {
  describe(`a role's statement_timeout on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server);
    }, 60_000);
    afterAll(async () => t?.stop());

    it('bounds each request by its own role’s setting (the platform’s 3s for anon, 8s for authenticated)', async () => {
      expect(await t.anon.rpc('current_statement_timeout')).toMatchObject({ status: 200, data: '3s' });
      expect(await t.alice.rpc('current_statement_timeout')).toMatchObject({ status: 200, data: '8s' });
    });

    // PGlite runs one statement at a time and has no timer to cancel it with:
    // the setting is applied there (above) but ends nothing (see README).
    if (!variant.server) return;
    it('ends a statement that outlasts it: 57014, HTTP 500 with PostgREST’s error body', async () => {
      // This database only (a role's settings are cluster-wide), then a
      // configuration reload, which re-reads the roles' settings.
      await t.backend.db.exec(`do $$ begin
          execute format('alter role authenticated in database %I set statement_timeout to %L', current_database(), '300ms');
        end $$; notify pgrst, 'reload config';`);
      let seen: unknown;
      // Bounded only so a reload that never happens fails the test instead of hanging it.
      for (let i = 0; i < 400 && seen !== '300ms'; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
        seen = (await t.alice.rpc('current_statement_timeout')).data;
      }
      expect(seen).toBe('300ms');

      const slow = await t.alice.rpc('nap', { seconds: 30 });
      expect(slow.status).toBe(500);
      expect(slow.error).toEqual({
        code: '57014',
        details: null,
        hint: null,
        message: 'canceling statement due to statement timeout',
      });
      // Another role keeps its own bound, and a short call still answers.
      expect(await t.anon.rpc('current_statement_timeout')).toMatchObject({ data: '3s' });
      expect(await t.alice.rpc('nap', { seconds: 0 })).toMatchObject({ status: 204, error: null });
    }, 30_000);
  });
}
