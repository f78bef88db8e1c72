import { buildApp, type App } from './app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { seedCatalogue } from './modules/catalogue/seed';
import { login, registerUser } from '../test/accounts';
import { json, startTestApp, type TestContext } from '../test/harness';

// Two server instances on one database, as several API processes behind a load balancer.
let first: TestContext;
let second: App;
beforeAll(async () => {
  first = await startTestApp({ authRateLimit: { points: 3, durationSeconds: 60 } });
  second = await buildApp({ config: first.config, database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('several server processes on one database', () => {
  it('accepts on one instance the token issued by another', async () => {
    const user = await registerUser(first.app);
    const response = await login(second, user.email);
    const { data } = json<{ data: { access: string } }>(response);
    const me = await first.app.inject({
      url: '/api/v1/get-user/',
      headers: { authorization: `Bearer ${data.access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(json<{ data: { email: string } }>(me).data.email).toBe(user.email);
  });

  it('shares the login throttle between instances', async () => {
    const ip = '203.0.113.9';
    expect((await login(first.app, 'nobody1@example.com', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(second, 'nobody2@example.com', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(first.app, 'nobody3@example.com', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(second, 'nobody4@example.com', 'wrong', ip)).statusCode).toBe(429);
  });

  it('runs migrations and the seed again without changing anything', async () => {
    const count = async () =>
      json<{ data: unknown[] }>(await first.app.inject({ url: '/api/v1/get-prices/' })).data.length;
    const before = await count();
    expect(await migrate(first.database)).toEqual([]);
    await seedCatalogue(first.database.db);
    expect(await count()).toBe(before);
  });
});

describe('configuration from the environment', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nairatop-config-'));

  it('works with no variables set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.brandName).toBe('NairaTop');
    expect(config.apiDocsUrl).toBe('/api/docs');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated JWT secret in DATA_DIR so tokens survive a restart', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'given' }).jwtSecret).toBe('given');
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '9000' }).publicUrl).toBe(
      'http://localhost:9000',
    );
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://nairatop.ng/' }).publicUrl).toBe(
      'https://nairatop.ng',
    );
  });

  it('refuses a PORT that is not a positive integer', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow('PORT');
  });
});
