// `npm start`: build the SPA when it is missing or older than its sources, then serve SPA + API.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// DIST_DIR (default dist/) is where the build goes and what the server serves.
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const built = path.join(distDir, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === 'true') return false;
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'src')),
    statSync(path.join(root, 'webpack.config.ts')).mtimeMs,
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

if (needsBuild()) {
  console.log('Building the web app (first start or sources changed)...');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV is the operator's: with NODE_ENV=production the server refuses to run on simulators.
  env: { WEB_ROOT: distDir, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
