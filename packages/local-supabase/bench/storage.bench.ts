import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSupabase } from '../src/start';
import { figure, type Benchmark } from '@teamboard/bench-kit';

const SIZE = 25 * 1024 * 1024;
const SAMPLES = 5;
const mbPerSecond = (ms: number) => SIZE / 1e6 / (ms / 1000);

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
      const download: number[] = [];
      const copy: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const url = `${backend.apiUrl}/storage/v1/object/bench/file-${i}.bin`;
        let start = performance.now();
        const up = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/octet-stream' },
          body: data,
        });
        if (!up.ok) throw new Error(`upload failed: ${up.status} ${await up.text()}`);
        upload.push(mbPerSecond(performance.now() - start));

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
        figure('storage download 25 MB', 'MB/s', download, reference),
      ];
    } finally {
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default bench;
