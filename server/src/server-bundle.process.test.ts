import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exited, freePort, request } from '../test/server-process';

/*
 * Production runs the esbuild bundle of the server (`npm run build:server`, dist-server/), with no
 * TypeScript loader: from there it must still find the migrations and images beside the sources.
 */
const root = path.resolve(__dirname, '../..');
jest.setTimeout(60_000);

describe('the bundled server', () => {
  // beside the sources, as dist-server/ is, to find node_modules; run from a folder elsewhere
  const bundleDir = mkdtempSync(path.join(root, 'dist-server-test-'));
  const work = mkdtempSync(path.join(tmpdir(), 'nairatop-bundle-'));
  let server: ChildProcess | undefined;

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['scripts/server/build.mjs'], {
      cwd: root,
      env: { ...process.env, SERVER_BUNDLE_DIR: bundleDir },
      encoding: 'utf8',
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
  });

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    rmSync(work, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('starts from dist-server with every migration applied and serves the logos', async () => {
    const port = await freePort();
    server = spawn(process.execPath, [path.join(bundleDir, 'main.cjs')], {
      cwd: work,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, 'data'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'bundle-test-secret-bundle-test-secret',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let ready = await request(port, { path: '/api/v1/health/ready' }).catch(() => undefined);
    while (ready?.status !== 200) {
      if (server.exitCode !== null) throw new Error(`the bundle exited with ${server.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await request(port, { path: '/api/v1/health/ready' }).catch(() => undefined);
    }
    const logo = await request(port, { path: '/media/logos/mtn.svg' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
