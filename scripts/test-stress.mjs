// `npm run test:stress`: the whole jest suite, run after run, beside CPU-bound processes, as on a
// busy CI machine. Fails if any run fails. Prints each run's wall time and slowest suites.
//
//   npm run test:stress                        # 2 runs beside 1 busy process
//   npm run test:stress -- --runs 3 --busy 2   # 3 runs beside 2
//   npm run test:stress -- --busy 0            # quiet, for a baseline
//   npm run test:stress -- src/features/cable/ # extra arguments go to jest
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    busy: { type: 'string', default: '1' },
    slowest: { type: 'string', default: '5' },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const busy = Number(values.busy);
const slowest = Number(values.slowest);

// Each busy process spins for at most an hour, so none outlives a killed parent for long.
const busyLoop = 'const end = Date.now() + 3_600_000; while (Date.now() < end);';
const burners = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', busyLoop], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

function runJest(outputFile) {
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const args = [jest, '--json', `--outputFile=${outputFile}`, ...positionals];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, errors }));
  });
}

const folder = mkdtempSync(path.join(tmpdir(), 'nairatop-stress-'));
let failedRuns = 0;
try {
  const what = positionals.length > 0 ? positionals.join(' ') : 'every suite';
  console.log(`jest, ${what}: ${runs} runs beside ${busy} CPU-bound processes`);
  for (let run = 1; run <= runs; run += 1) {
    const outputFile = path.join(folder, `run-${run}.json`);
    const started = performance.now();
    const { code, errors } = await runJest(outputFile);
    const seconds = (performance.now() - started) / 1000;
    let report;
    try {
      report = JSON.parse(readFileSync(outputFile, 'utf8'));
    } catch {
      console.log(`run ${run}: jest wrote no report (exit ${code})\n${errors.slice(-4000)}`);
      failedRuns += 1;
      continue;
    }
    const suites = report.testResults
      .map((suite) => ({
        seconds: (suite.endTime - suite.startTime) / 1000,
        name: path.relative(root, suite.name),
        failed: suite.status !== 'passed',
        message: suite.message,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    console.log(
      `run ${run}: ${seconds.toFixed(1)} s wall, ${report.numPassedTests} passed, ` +
        `${report.numFailedTests} failed, ${report.numTotalTestSuites} suites, exit ${code}`,
    );
    for (const suite of suites.slice(0, slowest)) {
      console.log(`  ${suite.seconds.toFixed(1).padStart(6)} s  ${suite.name}`);
    }
    for (const suite of suites.filter((each) => each.failed)) {
      console.log(`  FAILED ${suite.name}\n${suite.message}`);
    }
    if (code !== 0) failedRuns += 1;
  }
} finally {
  stopBurners();
  rmSync(folder, { recursive: true, force: true });
}
console.log(failedRuns === 0 ? 'every run passed' : `${failedRuns} of ${runs} runs failed`);
process.exit(failedRuns === 0 ? 0 : 1);
