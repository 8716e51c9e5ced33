import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The data folder holds the database, stored files and the JWT secret: it is this user's alone,
 * and one backend's at a time (two PGlite instances writing the same files corrupt them, which is
 * what PostgreSQL's postmaster.pid lock prevents for a server).
 */

/** The lock file, holding the pid of the backend that has the folder open. */
const LOCK = 'backend.pid';

/** Whether a process with this pid is running (EPERM: it is, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder's lock for this process, or throws when a live process holds it. A lock whose
 * process is gone (a backend that was killed) is taken over.
 */
function lock(dataDir: string): () => void {
  const file = join(dataDir, LOCK);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // `wx`: created only if absent, so of two backends starting together one wins.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        if (lockHolder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(file);
    if (holder !== undefined && isAlive(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by local-supabase (pid ${holder}). ` +
          'Stop that backend first, or start this one with another data folder.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the data folder ${dataDir}: another backend is starting on it.`);
}

/**
 * Takes away group and other access under `path`: folders 0700, files 0600. PGlite writes its
 * files 0666 whatever the umask, so this runs on every start and stop, not only at creation.
 */
export function restrictToOwner(path: string): void {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const entry of readdirSync(path)) restrictToOwner(join(path, entry));
  } else if (stats.mode & 0o077) {
    chmodSync(path, stats.mode & 0o700);
  }
}

/**
 * Opens the data folder for one backend: creates it private (0700), takes its lock, and closes
 * what an older version left open to others. `restrict()` closes what the database wrote since
 * (call it once the database is open); `release()` does so a last time and gives the lock back.
 */
export function openDataFolder(dataDir: string): { restrict(): void; release(): void } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const unlock = lock(dataDir);
  try {
    restrictToOwner(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    restrict: () => restrictToOwner(dataDir),
    release() {
      restrictToOwner(dataDir);
      unlock();
    },
  };
}
