// Sums the Vitest JSON reports of every workspace package into one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Package folders, as pnpm-workspace.yaml lists them. */
function packageDirs() {
  const dirs = ['supabase'];
  for (const group of ['apps', 'packages']) {
    if (existsSync(group)) for (const name of readdirSync(group)) dirs.push(join(group, name));
  }
  return dirs;
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, so the closing lines of a CI log name it even when the log is cut. */
const failures = [];
for (const pkg of packageDirs()) {
  const dir = join(pkg, 'test-results');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load fails no single test: count it, so it cannot pass unseen.
    if (report.success === false && !report.numFailedTests) failed += Math.max(1, report.numFailedTestSuites ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = relative(process.cwd(), suite.name);
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${where} > ${test.fullName}\n    ${reason}`);
      }
      if (suite.status === 'failed' && failedTests.length === 0) {
        failures.push(`${where} (did not load)\n    ${(suite.message ?? '').split('\n')[0].slice(0, 300)}`);
      }
    }
  }
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
