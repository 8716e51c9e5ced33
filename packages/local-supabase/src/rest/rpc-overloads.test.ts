import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants, serverVariant } from '../../test/support/test-database';
import { startDerivedBackend, type DerivedBackend } from '../../test/support/derived-backend';

/**
 * Overloaded functions and unnamed parameters, on postgrest-js's own test schema.
 * Expected bodies: postgrest-js's `test/advanced_rpc.test.ts` (supabase/supabase-js,
 * packages/core/postgrest-js), recorded against PostgREST; the rules behind them are
 * PostgREST's `findProc` (src/library/PostgREST/Plan.hs), its function query, which
 * keeps only functions with no unnamed parameter or a single one of type bytea, json,
 * jsonb, text or xml (SchemaCache.hs `funcsSqlQuery`), and `NoRpc` / `AmbiguousRpc`
 * in Error.hs.
 */

const AMBIGUOUS_HINT =
  'Try renaming the parameters or the function itself in the database so function overloading can be resolved';

for (const variant of databaseVariants) {
  describe(`REST function overloads on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server, 'rest-upstream');
    }, 60_000);
    afterAll(() => t?.stop());

    it('refuses a call two overloads fit with PGRST203, naming their parameters with their types', async () => {
      // advanced_rpc.test.ts: 'unresolvable function with no params' / 'with text param' / 'with int param'.
      expect(await t.anon.rpc('postgrest_unresolvable_function')).toMatchObject({ status: 204, data: null });
      for (const a of ['test', 1]) {
        const res = await t.anon.rpc('postgrest_unresolvable_function', { a });
        expect(res.status).toBe(300);
        expect(res.error).toEqual({
          code: 'PGRST203',
          details: null,
          hint: AMBIGUOUS_HINT,
          message:
            'Could not choose the best candidate function between: public.postgrest_unresolvable_function(a => integer), public.postgrest_unresolvable_function(a => text)',
        });
      }
    });

    it('resolves overloads by the argument names sent, defaults filling the rest', async () => {
      // advanced_rpc.test.ts: 'resolvable function with …' params.
      const fn = 'postgrest_resolvable_with_override_function';
      expect(await t.anon.rpc(fn)).toMatchObject({ status: 204, data: null });
      expect(await t.anon.rpc(fn, { a: 'test' })).toMatchObject({ status: 200, data: 1 });
      expect(await t.anon.rpc(fn, { b: 1 })).toMatchObject({ status: 200, data: 'foo' });
      expect((await t.anon.rpc(fn, { profile_id: 1 })).data).toEqual([{ id: 1, username: 'supabot' }]);
      expect((await t.anon.rpc(fn, { cid: 1, search: 'Hello World 👋' })).data).toEqual([
        { channel_id: 1, data: null, id: 1, message: 'Hello World 👋', username: 'supabot' },
      ]);
      const byRow = await t.anon.rpc(fn, { user_row: { username: 'supabot', data: null, status: 'ONLINE' } });
      expect((byRow.data as { id: number }[]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    });

    it('passes the whole body to the one overload with a single unnamed text or json parameter', async () => {
      // advanced_rpc.test.ts: 'polymorphic function with text param' / 'with bool param' /
      // 'unnamed json param' / 'unnamed jsonb param' / 'unnamed text param'.
      const differentReturn = 'polymorphic_function_with_different_return';
      expect(await t.anon.rpc(differentReturn, { '': 'test' })).toMatchObject({ status: 200, data: 'foo' });
      expect(await t.anon.rpc(differentReturn, { '': true })).toMatchObject({ status: 200, data: 'foo' });
      for (const fn of ['json', 'jsonb', 'text']) {
        const res = await t.anon.rpc(`polymorphic_function_with_unnamed_${fn}`, { '': { test: 'value' } });
        expect(res).toMatchObject({ status: 200, data: 1 });
      }
      // 'polymorphic function with no params and unnamed params definition call with …'.
      const noParams = 'polymorphic_function_with_no_params_or_unnamed';
      expect(await t.anon.rpc(noParams)).toMatchObject({ status: 200, data: 1 });
      expect(await t.anon.rpc(noParams, { '': '' })).toMatchObject({ status: 200, data: 'foo' });
      expect(await t.anon.rpc(noParams, { '': 'test' })).toMatchObject({ status: 200, data: 'foo' });
    });

    it('does not serve a function whose single unnamed parameter is of another type', async () => {
      // advanced_rpc.test.ts: 'polymorphic function with unnamed int param'.
      const res = await t.anon.rpc('polymorphic_function_with_unnamed_integer', { '': 1 });
      expect(res.status).toBe(404);
      expect(res.error).toEqual({
        code: 'PGRST202',
        details:
          'Searched for the function public.polymorphic_function_with_unnamed_integer with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.polymorphic_function_with_unnamed_text',
        message:
          'Could not find the function public.polymorphic_function_with_unnamed_integer() in the schema cache',
      });
    });

    it('counts an unnamed parameter with a default as optional, so a call without arguments is ambiguous', async () => {
      // advanced_rpc.test.ts: 'polymorphic function with unnamed default …' and '… default overload …'.
      for (const fn of [
        'polymorphic_function_with_unnamed_default',
        'polymorphic_function_with_unnamed_default_overload',
      ]) {
        for (const args of [undefined, {}]) {
          const res = await t.anon.rpc(fn, args);
          expect(res.status).toBe(300);
          expect(res.error).toEqual({
            code: 'PGRST203',
            details: null,
            hint: AMBIGUOUS_HINT,
            message: `Could not choose the best candidate function between: public.${fn}(), public.${fn}( => text)`,
          });
        }
        expect(await t.anon.rpc(fn, { '': 'custom text' })).toMatchObject({ status: 200, data: 'foo' });
      }
      const bool = await t.anon.rpc('polymorphic_function_with_unnamed_default_overload', { '': true });
      expect(bool).toMatchObject({ status: 200, data: 'foo' });
    });

    it('suggests the overloads’ parameter names when none fit', async () => {
      // PostgREST's Error.hs `noRpcHint` doctests: the closest parameter list of the overloads.
      const res = await t.anon.rpc('postgrest_resolvable_with_override_function', { profile: 1 });
      expect(res.status).toBe(404);
      expect(res.error).toEqual({
        code: 'PGRST202',
        details:
          'Searched for the function public.postgrest_resolvable_with_override_function with parameter profile or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.postgrest_resolvable_with_override_function(profile_id)',
        message:
          'Could not find the function public.postgrest_resolvable_with_override_function(profile) in the schema cache',
      });
    });

    it('binds a polymorphic parameter as PostgREST does, which PostgreSQL refuses', async () => {
      // PostgREST reads named arguments with json_to_record(…) AS _(v anyelement) (QueryBuilder.hs
      // `callPlanToQuery`), and PostgreSQL refuses a pseudo-type there: 400 with its SQLSTATE.
      const res = await t.anon.rpc('echo_any', { v: 1 });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: '42P16', message: 'column "v" has pseudo-type anyelement' });
    });
  });
}
