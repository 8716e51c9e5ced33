import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(packageDir, '..', '..');

/**
 * Proves the reliability checks fail when the product is broken: a copy of
 * the project with one extra migration that lets every signed-in user read
 * every card is run through the security tour, which must fail and say why.
 */
describe('a deliberately broken build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'teamboard-broken-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the reliability run exit non-zero, naming the leak', () => {
    cpSync(join(repoRoot, 'supabase', 'config.toml'), join(dir, 'supabase', 'config.toml'));
    cpSync(join(repoRoot, 'supabase', 'migrations'), join(dir, 'supabase', 'migrations'), {
      recursive: true,
    });
    writeFileSync(
      join(dir, 'supabase', 'migrations', '29991231000000_broken.sql'),
      `create policy "oops: everyone reads every card" on public.cards for select to authenticated using (true);\n`,
    );
    const report = join(dir, 'report.json');
    const run = spawnSync(
      process.execPath,
      [
        join(packageDir, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--config',
        'vitest.reliability.config.ts',
        'reliability/security.test.ts',
        '-t',
        'reads nothing',
      ],
      {
        cwd: packageDir,
        env: { ...process.env, RELIABILITY_PROJECT_DIR: dir, RELIABILITY_REPORT: report },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(run.status, run.stderr).not.toBe(0);
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      numFailedTests: number;
      testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
    };
    // Every tour (a stranger, a guest of another board, a member off the private board) catches it.
    const failed = results.testResults.flatMap((f) => f.assertionResults).filter((a) => a.status === 'failed');
    expect(results.numFailedTests).toBe(3);
    for (const test of failed) {
      expect(test.title).toBe('reads nothing of the workspace from any table');
      // A card's details are readable exactly when the card is (their read policies ask the cards
      // table), so the leak may show first on one of them: card_assignees, card_labels, …
      expect(test.failureMessages.join('\n')).toMatch(/GET card\w*.* leaked/);
    }
  }, 150_000);
});
