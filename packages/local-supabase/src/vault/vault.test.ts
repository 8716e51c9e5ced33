import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { createTestDatabase, databaseVariants, serverVariant } from '../../test/support/test-database';
import { resolveVaultSecrets } from './schema';

const projectDir = fileURLToPath(new URL('../../test/fixtures/basic', import.meta.url));

describe('resolveVaultSecrets', () => {
  it('reads env(NAME) from the environment, the backend’s own values first, and keeps what did not resolve', () => {
    expect(
      resolveVaultSecrets(
        { project_url: 'env(SUPABASE_URL)', token: 'env(TOKEN)', plain: 'x', missing: 'env(NOPE)' },
        { SUPABASE_URL: 'https://hosted.example', TOKEN: 't' },
        { SUPABASE_URL: 'http://127.0.0.1:55441' },
      ),
    ).toEqual({ project_url: 'http://127.0.0.1:55441', token: 't', plain: 'x', missing: 'env(NOPE)' });
  });
});

for (const variant of databaseVariants) {
  describe(`[db.vault] written at start (${variant.name})`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let drop = () => Promise.resolve();
    const secrets = async () =>
      (
        await backend.db.query<{ name: string; decrypted_secret: string }>(
          'select name, decrypted_secret from vault.decrypted_secrets order by name',
        )
      ).rows;

    beforeAll(async () => {
      const database = variant.server ? await createTestDatabase('ls_vault') : undefined;
      if (database) drop = () => database.drop();
      backend = await startLocalSupabase({
        projectDir,
        dataDir: false,
        port: 0,
        dbPort: false,
        log: 'silent',
        ...(database ? { dbUrl: database.url } : {}),
        config: {
          db: { vault: { project_url: 'env(SUPABASE_URL)', unset: 'env(TEAMBOARD_UNSET_FOR_TEST)' } },
        },
      });
    });
    afterAll(async () => {
      await backend?.stop();
      await drop();
    });

    it('holds the backend’s own URL under project_url and skips what did not resolve', async () => {
      expect(await secrets()).toEqual([{ name: 'project_url', decrypted_secret: backend.apiUrl }]);
    });

    it('create_secret and update_secret work as the extension’s; a second write of a name is refused', async () => {
      const [{ id }] = (
        await backend.db.query<{ id: string }>(`select vault.create_secret('one', 'vault_test', 'why') as id`)
      ).rows as [{ id: string }];
      await backend.db.query(`select vault.update_secret($1, 'two')`, [id]);
      expect((await secrets()).find((s) => s.name === 'vault_test')?.decrypted_secret).toBe('two');
      await expect(backend.db.query(`select vault.create_secret('three', 'vault_test')`)).rejects.toThrow(
        /duplicate key/,
      );
    });

    it('a reset writes the secrets again', async () => {
      await backend.reset();
      expect(await secrets()).toEqual([{ name: 'project_url', decrypted_secret: backend.apiUrl }]);
    });

    it('the API roles cannot read the vault', async () => {
      const anon = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false } });
      const { error } = await anon
        .schema('vault' as 'public')
        .from('decrypted_secrets')
        .select('*');
      expect(error).not.toBeNull();
      const reads = await backend.db.query<{ allowed: boolean }>(
        `select has_table_privilege('authenticated', 'vault.decrypted_secrets', 'select') as allowed`,
      );
      expect(reads.rows[0]?.allowed).toBe(false);
    });
  });
}
