import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/bench-report.mjs', import.meta.url));
const report = (dir: string) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

describe('scripts/bench-report.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('merges every package’s results into one table and summary.json', () => {
    writeFileSync(
      join(dir, 'a.json'),
      JSON.stringify({
        date: '2026-01-01T00:00:00Z',
        figures: [
          {
            name: 'board load',
            value: 250,
            unit: 'req/s',
            spread: 0.1,
            reference: { name: 'sql', value: 1000 },
            ratio: 0.25,
            group: 'rest',
          },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'b.json'),
      JSON.stringify({ figures: [{ name: 'cold start', value: 0.5, unit: 's' }] }),
    );
    const run = report(dir);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/source\s+name\s+value\s+unit\s+spread\s+reference\s+ratio/);
    expect(run.stdout).toMatch(/a\/rest\s+board load\s+250\s+req\/s\s+±10%\s+sql: 1000\s+0\.250×/);
    expect(run.stdout).toMatch(/b\s+cold start\s+0\.500\s+s/);
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as {
      figures: { source: string; name: string }[];
      machine: { cores: number };
    };
    expect(summary.figures.map((f) => `${f.source}:${f.name}`)).toEqual(['a:board load', 'b:cold start']);
    expect(summary.machine.cores).toBeGreaterThan(0);
    // A second run must not read its own summary back as a source.
    expect(report(dir).stdout.match(/board load/g)).toHaveLength(1);
  });

  it('fails when there is nothing to report or a file is broken', () => {
    expect(report(join(dir, 'missing')).status).toBe(1);
    writeFileSync(join(dir, 'c.json'), '{ not json');
    const run = report(dir);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('c.json');
  });
});
