// Adds up every vitest JSON report under the workspace, and the failed tasks no report counts
// (its argument), and prints "N passed, N failed"; exits 1 when a report is unreadable or anything failed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const skip = new Set(['node_modules', '.git', '.turbo', 'dist']);

function* reports(dir) {
  for (const entry of readdirSync(dir)) {
    if (skip.has(entry)) continue;
    const path = join(dir, entry);
    if (!statSync(path).isDirectory()) continue;
    if (entry === 'reports') {
      for (const file of readdirSync(path)) if (file.endsWith('.json')) yield join(path, file);
    } else {
      yield* reports(path);
    }
  }
}

/** Each failed test of a report, with the opening of its message, so a CI log names it. */
function* failuresOf(report) {
  for (const suite of report.testResults ?? []) {
    const where = relative(root, suite.name ?? '');
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length)
      yield `${where}: ${(suite.message ?? '').slice(0, 600)}`;
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 8).join('\n');
      yield `${where} > ${test.fullName}\n${message.slice(0, 1200)}`;
    }
  }
}

/** The name in the package.json of the folder holding a `reports/` folder. */
function packageName(reportFile) {
  try {
    return JSON.parse(readFileSync(join(dirname(dirname(reportFile)), 'package.json'), 'utf8'))
      .name;
  } catch {
    return undefined;
  }
}

const failures = [];
const failingPackages = new Set();
let passed = 0;
let failed = 0;
let broken = false;
for (const file of reports(root)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if (report.numTotalTestSuites > 0 && report.success === false && !report.numFailedTests) {
      // A suite that failed to load counts as one failure.
      failed += 1;
    }
    console.log(
      `${relative(root, file)}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
    failures.push(...failuresOf(report));
    if (report.numFailedTests > 0) failingPackages.add(packageName(file));
  } catch (error) {
    broken = true;
    console.log(`${relative(root, file)}: unreadable report (${error.message})`);
  }
}
// A task turbo reports failed (the first argument, "pkg#task, pkg#task") counts as one failure unless a
// report of its package already counts a failed test: a type-check, a lint or a build writes none,
// and a test run whose type tests failed has none in its report.
for (const task of (process.argv[2] ?? '').split(',').map((t) => t.trim())) {
  if (!task) continue;
  const pkg = task.slice(0, task.lastIndexOf('#'));
  if (task.endsWith('#test') && failingPackages.has(pkg)) continue;
  failed += 1;
  failures.push(`${task}: the task failed; its log above says why`);
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
