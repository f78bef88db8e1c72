import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { DATABASE_UNREACHABLE } from './routes';

const envelope = (message: string) => ({ message, errors: [{ detail: message }], data: {} });
const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });

describe('with the database up and migrated', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  it('answers live, ready and health with 200', async () => {
    for (const url of ['/api/v1/health/live', '/api/v1/health/ready']) {
      const response = await get(ctx, url);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ data: { status: 'ok' } });
    }
    const health = await get(ctx, '/api/v1/health/');
    expect(health.statusCode).toBe(200);
    expect(json(health)).toMatchObject({ data: { status: 'ok', mode: 'sandbox' } });
  });

  it('lists every provider built with its kind, status and whether simulated; a bills provider forced down is down', async () => {
    const providers = async () =>
      json<{ data: { providers: unknown[] } }>(await get(ctx, '/api/v1/health/')).data.providers;
    expect(await providers()).toEqual([
      { name: 'vtpass', kind: 'bills', status: 'up', simulated: true },
      { name: 'clubkonnect', kind: 'bills', status: 'up', simulated: true },
      { name: 'monnify', kind: 'payments', status: 'up', simulated: true },
      { name: 'paystack', kind: 'payments', status: 'up', simulated: true },
      { name: 'termii', kind: 'sms', status: 'up', simulated: true },
    ]);
    await ctx.database.db.execute(
      sql`UPDATE bills_providers SET forced_down = true WHERE name = 'vtpass'`,
    );
    try {
      expect(await providers()).toContainEqual({
        name: 'vtpass',
        kind: 'bills',
        status: 'down',
        simulated: true,
      });
    } finally {
      await ctx.database.db.execute(
        sql`UPDATE bills_providers SET forced_down = false WHERE name = 'vtpass'`,
      );
    }
  });

  it('is not ready while a migration this version needs is missing, naming it', async () => {
    const [last] = await ctx.database.db
      .execute(sql`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`)
      .then((result) => (result as unknown as { rows: { name: string }[] }).rows);
    await ctx.database.db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last?.name}`);
    try {
      const ready = await get(ctx, '/api/v1/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toEqual(envelope(`The database is missing migrations: ${last?.name}.`));
      expect((await get(ctx, '/api/v1/health/live')).statusCode).toBe(200);
    } finally {
      await ctx.database.db.execute(
        sql`INSERT INTO schema_migrations (name) VALUES (${last?.name})`,
      );
    }
    expect((await get(ctx, '/api/v1/health/ready')).statusCode).toBe(200);
  });
});

it('answers 503 in the envelope from ready and health when the database is down, 200 from live', async () => {
  const ctx = await startTestApp();
  await ctx.database.close();
  try {
    for (const url of ['/api/v1/health/ready', '/api/v1/health/']) {
      const response = await get(ctx, url);
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual(envelope(DATABASE_UNREACHABLE));
    }
    const live = await get(ctx, '/api/v1/health/live');
    expect(live.statusCode).toBe(200);
    expect(json(live)).toEqual({ data: { status: 'ok' } });
  } finally {
    await ctx.app.close();
  }
});
