import Fastify from 'fastify';
import { testConfig } from './config';
import { connectProviders } from './composition';
import { SANDBOX } from './lib/sandbox-numbers';
import { createMetrics } from './modules/metrics/registry';
import dbPlugin from './plugins/db';
import { startTestApp, type TestContext } from '../test/harness';

/*
 * The composition root builds ClubKonnect beside VTpass: in a sandbox its adapter reaches the
 * simulator mounted in the same app; left out, there is none; the engine's provider is still VTpass.
 */

describe('composition: the second bills provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx.close());

  /** The providers on a bare app (SMS real: its simulator needs the full app's schemas). */
  async function compose(config = testConfig()) {
    const app = Fastify();
    config = { ...config, sms: { ...config.sms, provider: 'termii' } };
    await app.register(dbPlugin, { database: ctx.database, ownsDatabase: false });
    const providers = await connectProviders(app, config, createMetrics({ processMetrics: false }));
    await app.ready();
    return { app, providers };
  }

  it('builds ClubKonnect against its simulator in a sandbox, beside VTpass', async () => {
    const { app, providers } = await compose();
    try {
      expect(app.bills).toBe(providers.bills);
      // registered for routing beside VTpass, which stays the primary
      expect(providers.billsProviders.names).toEqual(['vtpass', 'clubkonnect']);
      const clubkonnect = providers.billsProviders.get('clubkonnect');
      if (!clubkonnect) throw new Error('ClubKonnect is not registered');
      expect(clubkonnect).not.toBe(providers.bills);
      const requestId = clubkonnect.newRequestId();
      const outcome = await clubkonnect.pay({
        requestId,
        serviceId: 'mtn',
        amount: 100,
        phone: SANDBOX.successPhone,
      });
      expect(outcome).toMatchObject({ state: 'delivered', code: '200' });
      expect(await clubkonnect.balance()).toBeGreaterThan(0);
      const received = await app.inject({ method: 'GET', url: '/simulator/clubkonnect/orders' });
      expect(JSON.parse(received.body)).toEqual([
        expect.objectContaining({ request_id: requestId, service: 'APIAirtimeV1.asp' }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('builds none, and mounts no simulator, when ClubKonnect is off', async () => {
    const base = testConfig();
    const { app, providers } = await compose({
      ...base,
      clubkonnect: { ...base.clubkonnect, enabled: false },
    });
    try {
      expect(providers.billsProviders.names).toEqual(['vtpass']);
      const orders = await app.inject({ method: 'GET', url: '/simulator/clubkonnect/orders' });
      expect(orders.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
