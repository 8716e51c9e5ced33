import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = fileURLToPath(new URL('../../test/fixtures/basic', import.meta.url));

/** The URL with another user or password, as a wrong guess would send. */
function withLogin(url: string, user: string, password: string): string {
  const changed = new URL(url);
  changed.username = user;
  changed.password = password;
  return changed.toString();
}

/** The error a connection attempt ends with, or undefined when it connected. */
async function connectError(url: string): Promise<{ code?: string; message: string } | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return error as { code?: string; message: string };
  }
}

// Only the embedded database has a wire port of ours; a PostgreSQL server checks logins itself.
describe('the embedded database port', () => {
  let backend: LocalSupabase;

  beforeAll(async () => {
    backend = await startLocalSupabase({ projectDir, dataDir: false, port: 0, dbPort: 0, log: 'silent' });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('lets in the printed login', async () => {
    const client = new pg.Client({ connectionString: backend.dbUrl });
    await client.connect();
    const { rows } = await client.query<{ user: string }>('select current_user as user');
    expect(rows).toEqual([{ user: 'postgres' }]);
    await client.end();
  });

  it('refuses a wrong password or another user as PostgreSQL does (28P01)', async () => {
    for (const [user, password] of [
      ['postgres', 'wrong'],
      ['postgres', ''],
      ['mallory', 'postgres'],
      ['supabase_admin', 'anything'],
    ] as const) {
      const error = await connectError(withLogin(backend.dbUrl, user, password));
      expect(error, `${user}:${password}`).toMatchObject({
        code: '28P01',
        message: `password authentication failed for user "${user}"`,
      });
    }
  });

  it('still serves the printed login after refusing others', async () => {
    expect(await connectError(withLogin(backend.dbUrl, 'postgres', 'nope'))).toMatchObject({ code: '28P01' });
    expect(await connectError(backend.dbUrl)).toBeUndefined();
  });
});
