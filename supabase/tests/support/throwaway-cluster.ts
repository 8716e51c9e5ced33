import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (`postgresql-15`, which .ci/run installs). */
export const PG15_BIN = '/usr/lib/postgresql/15/bin';

/** Why no throwaway cluster can be made here, or undefined when one can. */
export function pg15MissingReason(): string | undefined {
  return existsSync(join(PG15_BIN, 'initdb'))
    ? undefined
    : `PostgreSQL 15 server binaries are not in ${PG15_BIN}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ThrowawayCluster {
  port: number;
  /** A connection URL for `database` as `user` (the cluster trusts loopback connections). */
  url(user: string, database?: string): string;
  /** Runs SQL through psql as `user`, stopping at the first error (which rejects with psql's message). */
  psql(
    user: string,
    database: string,
    sql: string,
    options?: { singleTransaction?: boolean },
  ): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL 15 cluster of its own, in a temporary folder on a free
 * loopback port, so the roles a dump creates (cluster-wide) cannot collide
 * with the shared server's. initdb refuses to run as root, so under root it
 * runs as the `postgres` OS user. `stop()` stops it and removes the folder.
 */
export async function startThrowawayCluster(superuser: string): Promise<ThrowawayCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'hosted-pg15-'));
  // The postgres OS user must reach the folder (mkdtemp makes it 0700).
  chmodSync(dir, 0o777);
  const asServerUser = (command: string, args: string[]) =>
    process.getuid?.() === 0
      ? run('runuser', ['-u', 'postgres', '--', command, ...args])
      : run(command, args);
  const data = join(dir, 'data');
  const port = await freePort();
  const url = (user: string, database = 'postgres') => `postgresql://${user}@127.0.0.1:${port}/${database}`;
  let started = false;
  const stop = async () => {
    if (started) await asServerUser(join(PG15_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await asServerUser(join(PG15_BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      superuser,
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale',
      'C',
    ]);
    // fsync off: the cluster lives for one test file.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c wal_level=logical`;
    await asServerUser(join(PG15_BIN, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
    started = true;
  } catch (error) {
    await stop();
    throw error;
  }
  let scripts = 0;
  return {
    port,
    url,
    async psql(user, database, sql, { singleTransaction = false } = {}) {
      // From a file, so psql's errors name the line.
      const file = join(dir, `script-${++scripts}.sql`);
      writeFileSync(file, sql);
      const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url(user, database), '-f', file];
      if (singleTransaction) args.push('--single-transaction');
      try {
        const { stdout } = await run(join(PG15_BIN, 'psql'), args, { maxBuffer: 64 * 1024 * 1024 });
        return stdout;
      } catch (error) {
        const stderr = (error as { stderr?: string }).stderr ?? '';
        throw new Error(`psql as ${user} on ${database} failed: ${stderr.trim() || String(error)}`, {
          cause: error,
        });
      }
    },
    stop,
  };
}
