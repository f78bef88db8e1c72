// `npm run bench:startup`: the server's start-up as production runs it, the esbuild bundle
// (dist-server/main.cjs, built first), against its TypeScript sources run through tsx: time from
// the process's start to /api/v1/health/ answering, and its memory then (RSS, Linux /proc). Runs
// alternate between the ways on one migrated data folder (DATABASE_URL: that PostgreSQL instead).
//
//   npm run bench:startup            # 5 runs of each way (RUNS=)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchPort } from './lib/local-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 5);
const ways = {
  'tsx (node --import tsx server/src/main.ts)': ['--import', 'tsx', 'server/src/main.ts'],
  'bundle (node dist-server/main.cjs, as the image runs it)': ['dist-server/main.cjs'],
  'bundle, node --enable-source-maps': ['--enable-source-maps', 'dist-server/main.cjs'],
};

const built = spawnSync(process.execPath, ['scripts/server/build.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-startup-'));
const port = await benchPort();

const healthy = () =>
  new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/health/' }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });

/** Kilobytes from /proc/<pid>/status: VmRSS (now) or VmHWM (the peak so far). */
const memoryMb = (pid, field) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  return match ? Number(match[1]) / 1024 : NaN;
};

async function startOnce(args) {
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'startup-bench-secret-startup-bench',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  while (!(await healthy())) {
    if (server.exitCode !== null)
      throw new Error(`${args.join(' ')} exited with ${server.exitCode}`);
    await sleep(10);
  }
  const seconds = (performance.now() - started) / 1000;
  const rssAtStart = memoryMb(server.pid, 'VmRSS');
  // what it holds once the start-up's garbage can go (the jobs' first rounds have run)
  await sleep(3000);
  const rssSettled = memoryMb(server.pid, 'VmRSS');
  const peak = memoryMb(server.pid, 'VmHWM');
  server.kill('SIGTERM');
  await exited;
  return { seconds, rssAtStart, rssSettled, peak };
}

const results = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
try {
  console.log(`Node ${process.version}; a first start migrates ${dataDir} (not counted)`);
  await startOnce(Object.values(ways)[0]);
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, args] of Object.entries(ways)) results[name].push(await startOnce(args));
    process.stdout.write(`run ${run} of ${runs} done\n`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const spread = (values, digits) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const fixed = (value) => value.toFixed(digits);
  return `${fixed(median)} (${fixed(sorted[0])}-${fixed(sorted.at(-1))})`;
};
console.log(`\nmedian (min-max) of ${runs} runs each:`);
for (const [name, rows] of Object.entries(results)) {
  console.log(`${name}
  start to health answering ${spread(
    rows.map((row) => row.seconds),
    2,
  )} s
  RSS then ${spread(
    rows.map((row) => row.rssAtStart),
    0,
  )} MB, 3 s later ${spread(
    rows.map((row) => row.rssSettled),
    0,
  )} MB, peak ${spread(
    rows.map((row) => row.peak),
    0,
  )} MB`);
}
