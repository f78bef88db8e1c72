import {
  CLUBKONNECT_MOUNT as MOUNT,
  standaloneClubkonnect,
} from '../../../test/clubkonnect-simulator';
import { seedPackages } from '../../modules/catalogue/seed-data';
import type { BillsProvider, PayRequest } from '../../ports/bills';
import { SANDBOX } from '../../lib/sandbox-numbers';
import { parseCallback } from './classify';
import { createClubkonnectClient } from './client';

/*
 * The ClubKonnect adapter through the bills port, against its simulator on a Fastify of its own
 * with a fresh database (the simulator keeps its orders and float there).
 */

async function standalone(options: { pendingSeconds?: number; apiKey?: string } = {}) {
  const sim = await standaloneClubkonnect(options);
  const clientGivingUpAfter = (timeoutMs: number): BillsProvider =>
    createClubkonnectClient(
      { ...sim.config(timeoutMs), ...(options.apiKey ? { apiKey: options.apiKey } : {}) },
      sim.transport,
    );
  const bills = clientGivingUpAfter(1_500);
  // For the scenarios held past any adapter's patience: the same client, waiting less for them.
  const impatient = clientGivingUpAfter(200);
  const orders = async () =>
    JSON.parse((await sim.app.inject({ method: 'GET', url: `${MOUNT}/orders` })).body) as {
      request_id: string;
      service: string;
      mode: string;
    }[];
  return { app: sim.app, bills, impatient, callbacks: sim.callbacks, setMode: sim.setMode, orders };
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('ClubKonnect through the bills port, against its simulator', () => {
  let sim: Awaited<ReturnType<typeof standalone>>;
  beforeAll(async () => {
    sim = await standalone();
  });
  afterAll(() => sim.app.close());
  afterEach(() => sim.setMode('ok'));

  const buy = (request: Omit<PayRequest, 'requestId' | 'phone'> & { phone?: string }) =>
    sim.bills.pay({ requestId: sim.bills.newRequestId(), phone: SANDBOX.successPhone, ...request });

  it('sells airtime to the sandbox number and refuses another number as the order itself', async () => {
    const delivered = await buy({ serviceId: 'mtn', amount: 100 });
    expect(delivered).toMatchObject({ state: 'delivered', code: '200', providerSide: false });
    expect(delivered.providerTransactionId).toMatch(/^\d+$/);
    const refused = await buy({ serviceId: 'airtel', amount: 100, phone: '08099999999' });
    expect(refused).toMatchObject({ state: 'failed', ourFault: false, providerSide: false });
    expect(await buy({ serviceId: 'glo', amount: 20 })).toMatchObject({
      state: 'failed',
      code: 'MINIMUM_50',
    });
  });

  it('lists SME, corporate gifting and gifting plans for every network, below VTpass, and sells them', async () => {
    for (const serviceId of ['mtn-data', 'glo-data', 'airtel-data', 'etisalat-data']) {
      const plans = await sim.bills.variations(serviceId);
      for (const kind of ['(SME)', '(Corporate Gifting)', '(Gifting)'])
        expect(plans.some((plan) => plan.name.endsWith(kind))).toBe(true);
      expect(plans.every((plan) => plan.fixedPrice && plan.amount > 0)).toBe(true);
    }
    const mtn = await sim.bills.variations('mtn-data');
    const sme1gb = mtn.find((plan) => plan.name === '1 GB - 30 days (SME)');
    const vtpassSme1gb = seedPackages
      .flatMap((pack) => pack.plans ?? [])
      .find((plan) => plan.code === 'mtn-sme-1gb-30days');
    expect(sme1gb?.amount).toBeLessThan(vtpassSme1gb?.prices[0] ?? 0);

    const delivered = await buy({
      serviceId: 'mtn-data',
      variationCode: sme1gb?.variationCode,
      billersCode: SANDBOX.successPhone,
      amount: sme1gb?.amount ?? 0,
    });
    expect(delivered.state).toBe('delivered');
    // A plan ClubKonnect does not sell: refused before vending, another provider may take it.
    expect(
      await buy({ serviceId: 'mtn-data', variationCode: 'mtn-sme-1gb-30days', amount: 650 }),
    ).toMatchObject({
      state: 'failed',
      code: 'INVALID_DATAPLAN',
      providerSide: true,
      ourFault: false,
    });
  });

  it('verifies a smartcard, then renews cable TV', async () => {
    const verified = await sim.bills.verify({ serviceId: 'dstv', billersCode: SANDBOX.smartcard });
    expect(verified).toEqual({
      ok: true,
      content: expect.objectContaining({ Customer_Name: 'TEST CUSTOMER' }),
    });
    expect(await sim.bills.verify({ serviceId: 'gotv', billersCode: '9999999999' })).toEqual({
      ok: false,
      error: expect.any(String),
      unavailable: false,
    });
    const packages = await sim.bills.variations('dstv');
    expect(packages.map((item) => item.variationCode)).toContain('dstv-padi');
    const paid = await buy({
      serviceId: 'dstv',
      billersCode: SANDBOX.smartcard,
      variationCode: 'dstv-padi',
      amount: 4400,
    });
    expect(paid.state).toBe('delivered');
  });

  it('verifies a meter, then sells a prepaid token and pays a postpaid bill', async () => {
    expect(
      await sim.bills.verify({
        serviceId: 'ikeja-electric',
        billersCode: SANDBOX.prepaidMeter,
        type: 'prepaid',
      }),
    ).toMatchObject({ ok: true, content: { Customer_Name: 'TEST CUSTOMER' } });
    expect(
      (await sim.bills.verify({ serviceId: 'eko-electric', billersCode: '123', type: 'prepaid' }))
        .ok,
    ).toBe(false);
    const prepaid = await buy({
      serviceId: 'ikeja-electric',
      billersCode: SANDBOX.prepaidMeter,
      variationCode: 'prepaid',
      amount: 2000,
    });
    expect(prepaid).toMatchObject({ state: 'delivered' });
    expect(prepaid.result.token).toMatch(/^\d{4}(-\d{4}){4}$/);
    expect(prepaid.result.units).toMatch(/kWh$/);
    const postpaid = await buy({
      serviceId: 'abuja-electric',
      billersCode: SANDBOX.postpaidMeter,
      variationCode: 'postpaid',
      amount: 5000,
    });
    expect(postpaid.state).toBe('delivered');
    expect(postpaid.result.token).toBeUndefined();
  });

  it('sells a WAEC result checker card and a JAMB PIN for a verified profile', async () => {
    expect((await sim.bills.variations('waec')).map((item) => item.variationCode)).toContain(
      'waecdirect',
    );
    const waec = await buy({ serviceId: 'waec', variationCode: 'waecdirect', amount: 3900 });
    expect(waec.state).toBe('delivered');
    expect(waec.result.cards).toEqual([
      { serial: expect.stringMatching(/^WRN/), pin: expect.any(String) },
    ]);

    expect(
      await sim.bills.verify({ serviceId: 'jamb', billersCode: SANDBOX.jambProfile, type: 'de' }),
    ).toMatchObject({ ok: true });
    const jamb = await buy({
      serviceId: 'jamb',
      billersCode: SANDBOX.jambProfile,
      variationCode: 'de',
      amount: 7700,
    });
    expect(jamb.state).toBe('delivered');
    expect(jamb.result.pins).toEqual([expect.stringMatching(/^\d{15}$/)]);
    // One PIN per call: a larger quantity is not sent, and another provider may sell it.
    const before = (await sim.orders()).length;
    expect(
      await buy({ serviceId: 'waec', variationCode: 'waecdirect', amount: 7800, quantity: 2 }),
    ).toMatchObject({ state: 'failed', providerSide: true });
    expect(await sim.orders()).toHaveLength(before);
  });

  it('does not sell what it does not offer (Smile, Showmax): not sent, another provider may', async () => {
    expect(await buy({ serviceId: 'showmax', variationCode: 'full', amount: 3500 })).toMatchObject({
      state: 'failed',
      code: 'UNSUPPORTED_SERVICE',
      providerSide: true,
      ourFault: true,
    });
    expect(sim.bills.isOurFault('UNSUPPORTED_SERVICE')).toBe(true);
  });

  it('reports its float, which a purchase lowers', async () => {
    const before = await sim.bills.balance();
    await buy({ serviceId: 'mtn', amount: 500 });
    expect(await sim.bills.balance()).toBe(before - 500);
  });

  it.each([
    ['500000000000', 'an HTML error page'],
    ['400000000000', 'an empty body'],
    ['300000000000', 'an answer after the adapter gave up'],
  ])('keeps a purchase for %s (%s) pending', async (phone) => {
    const outcome = await sim.impatient.pay({
      requestId: sim.bills.newRequestId(),
      serviceId: 'mtn',
      amount: 100,
      phone,
    });
    expect(outcome.state).toBe('pending');
  });

  it('answers a query by request id, and not_found for one it never received', async () => {
    const requestId = sim.bills.newRequestId();
    const paid = await sim.bills.pay({
      requestId,
      serviceId: 'glo',
      amount: 200,
      phone: SANDBOX.successPhone,
    });
    expect(await sim.bills.requery(requestId)).toMatchObject({
      state: 'delivered',
      providerTransactionId: paid.providerTransactionId,
    });
    expect((await sim.bills.requery(sim.bills.newRequestId())).state).toBe('not_found');
  });

  describe('sandbox modes', () => {
    it('down: refuses every purchase before vending, the provider side', async () => {
      await sim.setMode('down');
      expect(await buy({ serviceId: 'mtn', amount: 100 })).toMatchObject({
        state: 'failed',
        code: '508',
        ourFault: false,
        providerSide: true,
      });
      await sim.setMode('ok');
      expect((await buy({ serviceId: 'mtn', amount: 100 })).state).toBe('delivered');
    });

    it('no-float: refuses for our low balance, our fault and the provider side', async () => {
      await sim.setMode('no-float');
      const refused = await buy({ serviceId: 'mtn-data', variationCode: '1000.0', amount: 520 });
      expect(refused).toMatchObject({ state: 'failed', ourFault: true, providerSide: true });
      expect(sim.bills.isOurFault(refused.code ?? '')).toBe(true);
    });

    it('timeout: accepts and answers only after the adapter gave up; the order is then found', async () => {
      await sim.setMode('timeout');
      const requestId = sim.bills.newRequestId();
      const outcome = await sim.impatient.pay({
        requestId,
        serviceId: 'mtn',
        amount: 100,
        phone: SANDBOX.successPhone,
      });
      expect(outcome).toMatchObject({ state: 'pending', raw: expect.stringMatching(/timed out/) });
      expect((await sim.bills.requery(requestId)).state).toBe('pending');
    });

    it('lists the purchases it received, newest first, with the mode each met', async () => {
      await sim.setMode('down');
      const requestId = sim.bills.newRequestId();
      await sim.bills.pay({
        requestId,
        serviceId: 'jamb',
        billersCode: SANDBOX.jambProfile,
        variationCode: 'de',
        amount: 7700,
        phone: SANDBOX.successPhone,
      });
      const [newest] = await sim.orders();
      expect(newest).toMatchObject({
        request_id: requestId,
        service: 'APIJAMBV1.asp',
        mode: 'down',
      });
    });

    it('refuses an unknown mode', async () => {
      const response = await sim.app.inject({
        method: 'POST',
        url: `${MOUNT}/mode`,
        payload: { mode: 'broken' },
      });
      expect(response.statusCode).toBe(400);
    });
  });
});

describe('ClubKonnect simulator callbacks and pending orders', () => {
  it('completes a pending order when due, on a query, and calls CallBackURL once', async () => {
    const sim = await standalone({ pendingSeconds: 0 });
    try {
      const requestId = sim.bills.newRequestId();
      const paid = await sim.bills.pay({
        requestId,
        serviceId: 'mtn',
        amount: 100,
        phone: '201000000000',
      });
      expect(paid).toMatchObject({ state: 'pending', code: '100' });
      expect(sim.callbacks).toHaveLength(0);
      expect((await sim.bills.requery(requestId)).state).toBe('delivered');
      await until(() => sim.callbacks.length === 1);
      const url = new URL(sim.callbacks[0] ?? '');
      expect(url.origin + url.pathname).toBe('http://merchant.test/api/v1/webhooks/clubkonnect/');
      const { requestId: notified, outcome } = parseCallback(Object.fromEntries(url.searchParams));
      expect(notified).toBe(requestId);
      expect(outcome).toMatchObject({
        state: 'delivered',
        providerTransactionId: paid.providerTransactionId,
      });
      await sim.bills.requery(requestId);
      expect(sim.callbacks).toHaveLength(1);
    } finally {
      await sim.app.close();
    }
  });

  it('refuses wrong credentials (or an IP not whitelisted) as our account, before vending', async () => {
    const sim = await standalone({ apiKey: 'wrong-key' });
    try {
      expect(
        await sim.bills.pay({
          requestId: sim.bills.newRequestId(),
          serviceId: 'mtn',
          amount: 100,
          phone: SANDBOX.successPhone,
        }),
      ).toMatchObject({
        state: 'failed',
        code: 'INVALID_CREDENTIALS',
        ourFault: true,
        providerSide: true,
      });
      await expect(sim.bills.balance()).rejects.toThrow(/INVALID_CREDENTIALS/);
      expect(
        await sim.bills.verify({ serviceId: 'dstv', billersCode: SANDBOX.smartcard }),
      ).toMatchObject({
        ok: false,
        unavailable: true,
      });
    } finally {
      await sim.app.close();
    }
  });
});
