// Sums the Vitest JSON reports of every workspace package into one closing line, after each
// package's test time, the slowest ten test files and the time `pnpm test` took against its budget.
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

/** `pnpm test`'s budget on a quiet 2-core machine (docs/performance.md). */
const BUDGET_MINUTES = 12;
/** The report `pnpm test:reliability` writes: its own run, outside `pnpm test`'s budget. */
const RELIABILITY_REPORT = 'reliability.json';
/** The report `test:hosted` writes (the database suite on the hosted-shaped database): also its own run. */
const HOSTED_REPORT = 'hosted.json';
/** Reports of runs outside `pnpm test`, by file, with the script that wrote them. */
const OWN_RUNS = { [RELIABILITY_REPORT]: 'test:reliability', [HOSTED_REPORT]: 'test:hosted' };

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, so the closing lines of a CI log name it even when the log is cut. */
const failures = [];
/** What passed only on a retry (its earlier try's error is kept), so it is seen and fixed. */
const flaky = [];
/** Each report's wall time: from its start to its last file's end. */
const runs = [];
/** Every test file's own time, across packages. */
const files = [];
for (const pkg of packageDirs()) {
  const dir = join(pkg, 'test-results');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const ends = (report.testResults ?? []).map((suite) => suite.endTime ?? 0);
    if (report.startTime && ends.length > 0) {
      runs.push({
        name: OWN_RUNS[file] ? `${pkg} (${OWN_RUNS[file]})` : pkg,
        inBudget: !OWN_RUNS[file],
        start: report.startTime,
        end: Math.max(...ends),
      });
    }
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load fails no single test: count it, so it cannot pass unseen.
    if (report.success === false && !report.numFailedTests)
      failed += Math.max(1, report.numFailedTestSuites ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = relative(process.cwd(), suite.name);
      if (suite.startTime && suite.endTime) files.push({ where, ms: suite.endTime - suite.startTime });
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`${where} > ${test.fullName}\n    ${reason}`);
      }
      const retried = (suite.assertionResults ?? []).filter(
        (test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0,
      );
      for (const test of retried) {
        flaky.push(
          `${where} > ${test.fullName}\n    ${test.failureMessages[0].split('\n')[0].slice(0, 300)}`,
        );
      }
      if (suite.status === 'failed' && failedTests.length === 0) {
        failures.push(`${where} (did not load)\n    ${(suite.message ?? '').split('\n')[0].slice(0, 300)}`);
      }
    }
  }
}
if (runs.length > 0) {
  console.log('\nTest time per package:');
  for (const run of runs) console.log(`  ${run.name.padEnd(40)} ${minutes(run.end - run.start)}`);
  console.log('Slowest test files:');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${seconds(file.ms).padStart(9)}  ${file.where}`);
  }
  const counted = runs.filter((run) => run.inBudget);
  if (counted.length > 0) {
    // First start to last end: packages may run one after another or side by side.
    const span = Math.max(...counted.map((run) => run.end)) - Math.min(...counted.map((run) => run.start));
    console.log(
      `pnpm test: ${minutes(span)} from the first package's start to the last one's end (budget ${String(BUDGET_MINUTES)} min on a quiet 2-core machine; builds not counted)\n`,
    );
  }
}
for (const test of flaky) console.log(`FLAKY (passed on its retry) ${test}`);
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky.length ? `, ${flaky.length} flaky` : ''}`,
);
