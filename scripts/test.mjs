#!/usr/bin/env node
// Runs every check and suite of the project, one after the other, and ends with one line of
// totals over all of them: "N passed, N failed, N skipped". Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const failures = [];

function run(command, args, env = {}) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function banner(title) {
  console.log(`\n=== ${title} ===`);
}

/** A check that is one pass or one failure (typecheck, lint, build). */
function check(title, command, args, env) {
  banner(title);
  const started = Date.now();
  const ok = run(command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** The first lines of a failure's message, without colours: the end of a long log says why, not only what. */
function reasonOf(messages) {
  const escape = String.fromCharCode(27);
  const text = (messages ?? []).join('\n').replaceAll(new RegExp(`${escape}\\[[0-9;]*m`, 'g'), '');
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('at '));
  return lines.slice(0, 6).map((line) => `      ${line.slice(0, 300)}`).join('\n');
}

/** Names of the failed tests (and test files that failed to load) with why, repeated at the end so a long log still shows them. */
function failedTestNames(title, report) {
  const names = [];
  for (const file of report.testResults) {
    const path = file.name.replace(root, '');
    if (file.status === 'failed' && file.assertionResults.length === 0) names.push(`${title}: ${path}: ${file.message ?? 'failed to load'}`);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') names.push(`${title}: ${path} > ${test.fullName}\n${reasonOf(test.failureMessages)}`);
    }
  }
  return names;
}

/** A Vitest project; its own counts go into the totals. */
function suite(title, project, env = {}) {
  banner(title);
  const started = Date.now();
  const output = join(resultsDir, `${title.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`], env);
  let counts = { passed: 0, failed: ok ? 0 : 1, skipped: 0 };
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1),
      skipped: report.numPendingTests + report.numTodoTests,
    };
    // A test file that fails to load counts as a failure even though no test in it ran.
    counts.failed += report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    failures.push(...failedTestNames(title, report));
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${counts.failed ? 'FAIL' : 'ok  '} ${title}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`);
}

/** Installs the Debian packages the suites need when they are missing (CI starts on a fresh machine). */
function ensureSystemPackages() {
  const missing = [];
  if (!['15', '16', '17'].some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))) missing.push('postgresql');
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  // Real targets of the health-check tests.
  if (!existsSync('/usr/bin/redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/bin/ping') && !existsSync('/bin/ping')) missing.push('iputils-ping');
  if (!existsSync('/usr/sbin/mariadbd')) missing.push('mariadb-server');
  if (missing.length === 0) return true;
  banner(`installing ${missing.join(', ')}`);
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${missing.join(' ')}. Install them (apt-get install ${missing.join(' ')}) and run npm test again.`);
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', ...missing], env);
}

if (!ensureSystemPackages()) {
  totals.failed += 1;
  summary.push('FAIL system packages');
}

for (const project of ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench']) {
  check(`typecheck ${project}`, 'npx', ['tsc', '-p', project]);
}
check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
suite('unit: domain', 'domain');
suite('unit: web', 'web');
suite('server on PGlite', 'server', { TEST_DB: 'pglite' });
suite('server on PostgreSQL', 'server', { TEST_DB: 'postgres' });
if (check('build', 'npm', ['run', 'build'])) {
  suite('end-to-end (Chromium)', 'e2e');
} else {
  totals.failed += 1;
  summary.push('FAIL end-to-end: not run, the build failed');
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const name of failures) console.log(`  ${name}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
