import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '../src/start';
import { figure, type Benchmark } from '@teamboard/bench-kit';

const SIZE = 25 * 1024 * 1024;
const SAMPLES = 5;
// tus-js-client's chunk size in the storage tests, and Supabase's recommended 6 MB.
const TUS_CHUNK = 6 * 1024 * 1024;
const mbPerSecond = (ms: number) => SIZE / 1e6 / (ms / 1000);
/** CPU time this process spent since `since` (user + system), in ms: unlike MB/s, barely moved by other work on the machine. */
const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/**
 * One request whose body is handed to the socket as it is, as a browser hands a file to the
 * network: `fetch` in this same process would first copy the 25 MB into a web stream, and that
 * copy (measured separately below) is the client's cost, not the server's.
 */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { ...headers, 'content-length': String(body?.length ?? 0) } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(parts).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Upload and download throughput of a 25 MB object through /storage/v1, against a plain file copy on the same disk. */
const bench: Benchmark = {
  name: 'storage',
  async run() {
    const dir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
    const backend = await startLocalSupabase({
      dataDir: join(dir, 'data'),
      port: 0,
      dbPort: false,
      log: 'silent',
    });
    try {
      const data = randomBytes(SIZE);
      const source = join(dir, 'source.bin');
      writeFileSync(source, data);
      const headers = { apikey: backend.secretKey };
      await fetch(`${backend.apiUrl}/storage/v1/bucket`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'bench' }),
      });
      const upload: number[] = [];
      const uploadCpu: number[] = [];
      const resumableCpu: number[] = [];
      const uploadFetch: number[] = [];
      const resumable: number[] = [];
      const download: number[] = [];
      const copy: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const url = `${backend.apiUrl}/storage/v1/object/bench/file-${i}.bin`;
        let start = performance.now();
        let cpu = process.cpuUsage();
        const up = await send(url, 'POST', { ...headers, 'content-type': 'application/octet-stream' }, data);
        if (up.status !== 200) throw new Error(`upload failed: ${up.status} ${up.text}`);
        upload.push(mbPerSecond(performance.now() - start));
        uploadCpu.push(cpuMsSince(cpu));

        start = performance.now();
        const viaFetch = await fetch(`${backend.apiUrl}/storage/v1/object/bench/fetch-${i}.bin`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/octet-stream' },
          body: data,
        });
        if (!viaFetch.ok) throw new Error(`upload failed: ${viaFetch.status} ${await viaFetch.text()}`);
        uploadFetch.push(mbPerSecond(performance.now() - start));

        start = performance.now();
        cpu = process.cpuUsage();
        const created = await send(`${backend.apiUrl}/storage/v1/upload/resumable`, 'POST', {
          ...headers,
          'tus-resumable': '1.0.0',
          'upload-length': String(SIZE),
          'upload-metadata': `bucketName ${Buffer.from('bench').toString('base64')},objectName ${Buffer.from(`tus-${i}.bin`).toString('base64')}`,
        });
        const location = created.headers.location;
        if (created.status !== 201 || typeof location !== 'string') {
          throw new Error(`resumable create failed: ${created.status} ${created.text}`);
        }
        for (let offset = 0; offset < SIZE; offset += TUS_CHUNK) {
          const chunk = data.subarray(offset, Math.min(SIZE, offset + TUS_CHUNK));
          const patched = await send(
            location,
            'PATCH',
            {
              ...headers,
              'tus-resumable': '1.0.0',
              'upload-offset': String(offset),
              'content-type': 'application/offset+octet-stream',
            },
            chunk,
          );
          if (patched.status !== 204)
            throw new Error(`resumable patch failed: ${patched.status} ${patched.text}`);
        }
        resumable.push(mbPerSecond(performance.now() - start));
        resumableCpu.push(cpuMsSince(cpu));

        start = performance.now();
        const down = await fetch(url, { headers });
        const bytes = (await down.arrayBuffer()).byteLength;
        if (bytes !== SIZE) throw new Error(`download returned ${bytes} bytes`);
        download.push(mbPerSecond(performance.now() - start));

        start = performance.now();
        copyFileSync(source, join(dir, `copy-${i}.bin`));
        copy.push(mbPerSecond(performance.now() - start));
      }
      const reference = { name: 'fs.copyFile same disk (MB/s)', samples: copy };
      return [
        figure('storage upload 25 MB', 'MB/s', upload, reference),
        figure('storage upload 25 MB, fetch client in-process', 'MB/s', uploadFetch, reference),
        figure('storage resumable upload 25 MB (6 MB chunks)', 'MB/s', resumable, reference),
        figure('storage download 25 MB', 'MB/s', download, reference),
        figure('storage upload 25 MB, CPU time (server and client)', 'ms', uploadCpu),
        figure('storage resumable upload 25 MB, CPU time (server and client)', 'ms', resumableCpu),
      ];
    } finally {
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default bench;
