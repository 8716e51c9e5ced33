// Sums the Vitest JSON reports of every package into one closing line.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const group of ['apps', 'packages']) {
  if (!existsSync(group)) continue;
  for (const name of readdirSync(group)) {
    const dir = join(group, name, 'test-results');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      // A file that fails to load fails no single test: count it, so it cannot pass unseen.
      if (report.success === false && !report.numFailedTests) failed += Math.max(1, report.numFailedTestSuites ?? 0);
    }
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
