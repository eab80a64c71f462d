// `npm test`: every check in one command. Runs typecheck, lint, unit/integration tests (vitest) and
// browser tests (Playwright against the production build), keeps going after a failing step, then
// prints each step's outcome and duration and, as the very last line, `N passed, N failed`: the vitest
// and Playwright test counts read from their JSON reports, plus 1 failed for each failing step that
// has no test report (typecheck, lint, or a runner that crashed before reporting). Exits non-zero if
// anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = `${ROOT}test-results/`;
const VITEST_REPORT = `${RESULTS}vitest.json`;
const E2E_REPORT = `${RESULTS}e2e.json`;
const NGINX_REPORT = `${RESULTS}e2e-nginx.json`;
const isWindows = process.platform === 'win32';

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) killGroup(child, 'SIGKILL');
    process.exit(130);
  });
}

function killGroup(child, signal) {
  try {
    // The step runs in its own process group: this reaches npx, the runner and its workers.
    process.kill(isWindows ? child.pid : -child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Runs a command in the repository root with the terminal attached. A step that outlives its time limit
 * (a test stuck in an endless loop never reaches its own timeout) is stopped, so the run always ends.
 * Resolves with { code, timedOut }.
 */
function run(command, args, limitMinutes) {
  return new Promise((resolve) => {
    let timedOut = false;
    const child = spawn(isWindows ? `${command}.cmd` : command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      shell: isWindows,
      detached: !isWindows,
    });
    running.add(child);
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n${command} ${args.join(' ')}: still running after ${limitMinutes} min, stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, limitMinutes * 60_000);
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      // The runner is gone; anything it left in its group (a worker, a server) goes with it.
      killGroup(child, 'SIGKILL');
      resolve({ code: code ?? (signal ? 128 : 1), timedOut });
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** vitest's JSON reporter (jest-compatible fields). */
function vitestCounts() {
  const report = readJson(VITEST_REPORT);
  if (!report) return null;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    // A test file that fails to load (a syntax error, a broken import) has no failed test of its own.
    brokenFiles: (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length,
  };
}

/** Playwright's JSON reporter: `stats` counts tests by their final outcome. */
function playwrightCounts(path = E2E_REPORT) {
  const report = readJson(path);
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, flaky, errors: report.errors?.length ?? 0 };
}

// Time limits (minutes): well above a normal run on 2 cores (docs/testing.md gives the figures), so only a stuck
// step is stopped; together under CI's 90 minutes.
// Steps marked `beside` run together with the step before them: typecheck and lint each keep one core busy. (vitest
// beside them and the nginx suite beside the browser suite made the run longer: docs/performance.md.)
const steps = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'], limit: 3 },
  { name: 'lint', command: 'npm', args: ['run', 'lint'], limit: 3, beside: true },
  {
    name: 'unit + integration (vitest)',
    limit: 10,
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_REPORT}`],
    counts: vitestCounts,
    report: VITEST_REPORT,
  },
  {
    name: 'browser (build + Playwright)',
    limit: 50,
    command: 'npm',
    args: ['run', 'test:e2e'],
    counts: () => playwrightCounts(E2E_REPORT),
    report: E2E_REPORT,
  },
  {
    // The shipped deploy/nginx.conf, serving a build without the fake, with `npm run api` behind it.
    name: 'browser against nginx (build + Playwright)',
    limit: 8,
    command: 'npm',
    args: ['run', 'test:e2e:nginx'],
    counts: () => playwrightCounts(NGINX_REPORT),
    report: NGINX_REPORT,
  },
];

mkdirSync(RESULTS, { recursive: true });
// A report left by an earlier run must not be read as this run's.
for (const step of steps) if (step.report && existsSync(step.report)) rmSync(step.report);

/** Runs a step and reads its outcome. */
async function runStep(step) {
  console.log(`\n=== ${step.name}: ${[step.command, ...step.args].join(' ')}\n`);
  const stepStarted = performance.now();
  const { code, timedOut } = await run(step.command, step.args, step.limit);
  const seconds = (performance.now() - stepStarted) / 1000;
  const counts = step.counts ? step.counts() : null;
  const exit = timedOut ? `stopped after ${step.limit} min` : `exit ${code}`;
  let passed = 0;
  let failed = 0;
  let detail;
  if (!step.counts) {
    failed = code === 0 && !timedOut ? 0 : 1;
    detail = failed ? `FAILED (${exit})` : 'ok';
  } else if (!counts) {
    failed = 1;
    detail = `FAILED (${exit}), no test report`;
  } else {
    passed = counts.passed;
    failed = counts.failed + (counts.brokenFiles ?? 0) + (counts.errors ?? 0);
    const extra = [];
    if (counts.skipped) extra.push(`${counts.skipped} skipped`);
    if (counts.flaky) extra.push(`${counts.flaky} flaky`);
    if (counts.brokenFiles) extra.push(`${counts.brokenFiles} test file(s) failed to load`);
    if (counts.errors) extra.push(`${counts.errors} error(s) outside tests`);
    // The runner failed although no test did (a file that does not load, a server that does not start…).
    if ((code !== 0 || timedOut) && failed === 0) {
      failed = 1;
      extra.push(`${exit} with no failed test`);
    }
    detail = `${failed ? 'FAILED' : 'ok'}: ${passed} passed, ${counts.failed} failed${extra.length ? `, ${extra.join(', ')}` : ''}`;
  }
  return { name: step.name, passed, failed, seconds, detail };
}

const groups = [];
for (const step of steps) {
  if (step.beside && groups.length > 0) groups.at(-1).push(step);
  else groups.push([step]);
}
const started = performance.now();
const outcomes = [];
for (const group of groups) outcomes.push(...(await Promise.all(group.map(runStep))));

const totalSeconds = (performance.now() - started) / 1000;
const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
const width = Math.max(...outcomes.map((outcome) => outcome.name.length));

console.log('\n=== summary');
for (const outcome of outcomes) {
  console.log(
    `${outcome.failed ? '✗' : '✓'} ${outcome.name.padEnd(width)}  ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.detail}`,
  );
}
console.log(`total ${totalSeconds.toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
