import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/*
 * The container files' essentials, read as Docker and Compose read them (no container runtime is
 * needed): a multi-stage build whose runtime has production dependencies only and runs as a
 * non-root user with a health check; PostgreSQL with a volume and a health check that the app
 * waits for. `npm run lint:dockerfile` lints the Dockerfile itself.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}
interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions by stage: continuation lines joined, comments dropped. */
function stages(dockerfile: string): Stage[] {
  const lines = dockerfile.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const result: Stage[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const [keyword = '', ...rest] = trimmed.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = rest;
      result.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else result.at(-1)?.instructions.push(instruction);
  }
  return result;
}

const args = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

describe('Dockerfile', () => {
  const all = stages(read('Dockerfile'));
  const runtime = all.at(-1)!;

  it('builds in stages from node 24 and installs with the lockfile (npm ci)', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all) expect(stage.from).toMatch(/^node:24[-.\w]*$/);
    const build = all.find((stage) => args(stage, 'RUN').some((run) => /npm run build/.test(run)));
    expect(args(build!, 'RUN').some((run) => /\bnpm ci\b/.test(run))).toBe(true);
  });

  it('runs production dependencies only, the built SPA, as a user that is not root', () => {
    const copies = args(runtime, 'COPY');
    const modules = copies.find((copy) => /node_modules/.test(copy));
    const depsStage = all.find((stage) => modules?.includes(`--from=${stage.name} `));
    expect(args(depsStage!, 'RUN').some((run) => /npm ci .*--omit=dev/.test(run))).toBe(true);
    expect(copies.some((copy) => /--from=\S+ \/app\/dist /.test(copy))).toBe(true);
    const users = args(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('runs the bundled server with no TypeScript loader, beside the files it reads', () => {
    const cmd = args(runtime, 'CMD').join(' ');
    expect(cmd).toMatch(/^\["node",( "--[\w-]+",)* "dist-server\/main\.cjs"\]$/);
    expect(cmd).not.toMatch(/tsx|\.ts"/);
    const copies = args(runtime, 'COPY');
    const build = all.find((stage) => args(stage, 'RUN').some((run) => /npm run build/.test(run)));
    expect(copies).toContain(`--from=${build!.name} /app/dist-server ./dist-server`);
    // docs/resellers: the reseller format pages the server serves under /api/docs
    for (const folder of ['server/migrations', 'server/public', 'scripts/server', 'docs/resellers'])
      expect(copies).toContain(`${folder} ./${folder}`);
    expect(copies.some((copy) => /server\/src|contract|tsconfig/.test(copy))).toBe(false);
    // tsx stays out of the production dependencies the runtime installs
    const manifest = JSON.parse(read('package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
      scripts: Record<string, string>;
    };
    expect(manifest.dependencies.tsx).toBeUndefined();
    expect(manifest.scripts.build).toMatch(/build:server/);
  });

  it('runs the Node major that engines asks for and npm install brings (the node package)', () => {
    const manifest = JSON.parse(read('package.json')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    const major = /^>=(\d+)$/.exec(manifest.engines.node)?.[1];
    expect(major).toBe('24');
    expect(manifest.devDependencies.node).toMatch(new RegExp(`^\\^?${major}(\\.|$)`));
    for (const stage of all) expect(stage.from).toMatch(new RegExp(`^node:${major}-`));
  });

  it('is production, exposes its port and checks its health on the health route', () => {
    expect(args(runtime, 'ENV').join(' ')).toMatch(/\bNODE_ENV=production\b/);
    expect(args(runtime, 'EXPOSE')).toEqual(['8080']);
    const [healthcheck] = args(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/^--interval=\S+ .*CMD /);
    expect(healthcheck).toContain('/api/v1/health/ready');
  });

  it('leaves secrets and local state out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['.env', 'node_modules', '.data', '.git']) expect(ignored).toContain(entry);
  });
});

interface ComposeService {
  image?: string;
  build?: unknown;
  env_file?: string | string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string | string[] };
  depends_on?: Record<string, { condition: string }>;
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };
  const { app, db } = compose.services;

  it('runs PostgreSQL on a named volume with a health check', () => {
    expect(db!.image).toMatch(/^postgres:\d+/);
    const [volume] = db!.volumes!.map((mount) => mount.split(':')[0]!);
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(JSON.stringify(db!.healthcheck!.test)).toContain('pg_isready');
  });

  it('starts the app once the database is healthy, on it, with settings from .env', () => {
    expect(app!.build).toBeDefined();
    expect(app!.depends_on).toEqual({ db: { condition: 'service_healthy' } });
    expect(app!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/nairatop:\S+@db:5432\/nairatop$/);
    expect([app!.env_file].flat()).toContain('.env');
    expect(JSON.stringify(app!.healthcheck!.test)).toContain('/api/v1/health/ready');
  });

  it("pairs PostgreSQL's major version with the image's pg_dump (it refuses newer servers)", () => {
    const client = /postgresql-client-(\d+)/.exec(read('Dockerfile'))?.[1];
    expect(db!.image).toBe(`postgres:${client}-bookworm`);
  });
});
