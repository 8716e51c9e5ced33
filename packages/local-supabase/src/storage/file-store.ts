import { createHash, randomUUID, type Hash } from 'node:crypto';
import { createReadStream, mkdtempSync, type ReadStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  type FileHandle,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errors } from './errors';

/** Bytes written to a temporary file, not yet visible as an object. */
export interface StagedFile {
  path: string;
  size: number;
  md5: string;
}

const STAGING = '.staging';
// Bytes gathered before one write to disk: large writes keep the syscalls per upload few.
const WRITE_BATCH = 1024 * 1024;

/** The running MD5 of a file being written and how many of its bytes it has seen. */
export interface RunningDigest {
  hash: Hash;
  bytes: number;
}

export const newDigest = (): RunningDigest => ({ hash: createHash('md5'), bytes: 0 });

/**
 * Writes a stream's chunks to an open file, batched, and feeds each chunk to the digest only once
 * it is on disk: the one pass over the bytes that both stores and hashes them, and a digest that
 * always matches the file, even when the stream breaks off.
 */
class DigestingFileWriter extends Writable {
  constructor(
    private readonly file: FileHandle,
    private readonly digest: RunningDigest,
  ) {
    super({ highWaterMark: WRITE_BATCH });
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void): void {
    const buffers = chunks.map((c) => c.chunk);
    const length = buffers.reduce((sum, b) => sum + b.length, 0);
    this.file.writev(buffers).then(({ bytesWritten }) => {
      if (bytesWritten !== length) {
        done(new Error(`short write: ${bytesWritten} of ${length} bytes`));
        return;
      }
      for (const buffer of buffers) this.digest.hash.update(buffer);
      this.digest.bytes += length;
      done();
    }, done);
  }
}

/** Passes at most `limit` bytes on; the chunk that would cross it fails the stream with `tooLarge()`. */
const limitTo = (limit: number, tooLarge: () => Error) => {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) done(tooLarge());
      else done(null, chunk);
    },
  });
};

/**
 * Appends at most `limit` bytes of `source` to the file at `path` (created if missing), feeding
 * `digest` with what reached the disk.
 */
export async function appendDigested(
  path: string,
  source: Readable,
  limit: number,
  digest: RunningDigest,
  tooLarge: () => Error,
): Promise<void> {
  const file = await open(path, 'a', 0o600);
  try {
    await pipeline(source, limitTo(limit, tooLarge), new DigestingFileWriter(file, digest));
  } finally {
    await file.close();
  }
}

/**
 * Object bytes on disk at `<root>/<bucket>/<key>/<version>`: one file per
 * version, so a replaced or moved object never leaves a half-written file and
 * `a` and `a/b` can both exist. Uploads are staged first and renamed in place.
 */
export class FileStore {
  private constructor(
    readonly root: string,
    private readonly temporary: boolean,
  ) {}

  /** Under `<dataDir>/storage`, or a temporary folder removed on close. */
  static async open(dataDir: string | undefined): Promise<FileStore> {
    const store = dataDir
      ? new FileStore(resolve(dataDir, 'storage'), false)
      : new FileStore(mkdtempSync(join(tmpdir(), 'local-supabase-storage-')), true);
    await mkdir(join(store.root, STAGING), { recursive: true, mode: 0o700 });
    return store;
  }

  pathOf(bucket: string, key: string, version: string): string {
    const path = resolve(this.root, bucket, ...key.split('/'), version);
    // Keys are validated before they get here; this is the last line against escaping the root.
    if (!path.startsWith(this.root + sep) || relative(this.root, path).startsWith(STAGING)) {
      throw errors.invalidKey(key);
    }
    return path;
  }

  /** Streams `source` to a staging file, refusing more than `limit` bytes. */
  async stage(source: Readable, limit: number): Promise<StagedFile> {
    const path = join(this.root, STAGING, randomUUID());
    const digest = newDigest();
    try {
      await appendDigested(path, source, limit, digest, () => errors.tooLarge());
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, size: digest.bytes, md5: digest.hash.digest('hex') };
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.path, { force: true });
  }

  async place(staged: StagedFile, bucket: string, key: string, version: string): Promise<void> {
    const target = this.pathOf(bucket, key, version);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await rename(staged.path, target);
  }

  async move(from: [string, string, string], to: [string, string, string]): Promise<void> {
    const target = this.pathOf(...to);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await rename(this.pathOf(...from), target);
    await this.prune(from[0], dirname(this.pathOf(...from)));
  }

  async copy(from: [string, string, string], to: [string, string, string]): Promise<void> {
    const target = this.pathOf(...to);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    await copyFile(this.pathOf(...from), target);
  }

  async remove(bucket: string, key: string, version: string): Promise<void> {
    const path = this.pathOf(bucket, key, version);
    await unlink(path).catch(() => undefined);
    await this.prune(bucket, dirname(path));
  }

  async size(bucket: string, key: string, version: string): Promise<number | undefined> {
    return stat(this.pathOf(bucket, key, version)).then(
      (s) => s.size,
      () => undefined,
    );
  }

  read(bucket: string, key: string, version: string, range?: { start: number; end: number }): ReadStream {
    // Large chunks: the default 64 KiB makes streaming through fetch several times slower.
    return createReadStream(this.pathOf(bucket, key, version), { ...range, highWaterMark: 1024 * 1024 });
  }

  /** Removes empty folders left behind, up to the bucket's folder. */
  private async prune(bucket: string, dir: string): Promise<void> {
    const stop = resolve(this.root, bucket);
    for (let current = dir; current.startsWith(stop + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
    }
  }

  /** Deletes every file that is not the current version of a live object, and all staged leftovers. */
  async sweep(live: Set<string>): Promise<void> {
    await rm(join(this.root, STAGING), { recursive: true, force: true });
    await mkdir(join(this.root, STAGING), { recursive: true, mode: 0o700 });
    const walk = async (dir: string): Promise<boolean> => {
      let empty = true;
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (full === join(this.root, STAGING)) continue;
          if (await walk(full)) await rmdir(full).catch(() => undefined);
          else empty = false;
        } else if (live.has(relative(this.root, full).split(sep).join('/'))) {
          empty = false;
        } else {
          await unlink(full).catch(() => undefined);
        }
      }
      return empty;
    };
    await walk(this.root);
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}

/** The sweep key of an object version: `bucket/key/version`. */
export const liveKey = (bucket: string, key: string, version: string) => `${bucket}/${key}/${version}`;
