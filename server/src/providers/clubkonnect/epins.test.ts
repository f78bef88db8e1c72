import { standaloneClubkonnect } from '../../../test/clubkonnect-simulator';
import type { EpinOutcome, EpinRequest, EpinSeller } from '../../ports/epins';
import type { Transport } from '../../ports/http';
import { createClubkonnectEpins } from './epins';
import { EPIN_SCENARIO_QUANTITIES } from './simulator/epins';

/*
 * The ClubKonnect adapter through the e-PIN port, against its simulator (on a Fastify of its own
 * with a fresh database). Every outcome of the suite is kept, and at the end no PIN any of them
 * carried appears in any outcome's raw answer, description or code.
 */

describe('ClubKonnect e-PINs through the e-PIN port, against its simulator', () => {
  let sim: Awaited<ReturnType<typeof standaloneClubkonnect>>;
  let epins: EpinSeller;
  let impatient: EpinSeller;
  const outcomes: EpinOutcome[] = [];
  beforeAll(async () => {
    // Pending orders are due at once: the first query completes them.
    sim = await standaloneClubkonnect({ pendingSeconds: 0 });
    epins = createClubkonnectEpins(sim.config(1_500), sim.transport);
    // For the scenario held past any adapter's patience: the same adapter, waiting less.
    impatient = createClubkonnectEpins(sim.config(200), sim.transport);
  });
  afterAll(() => sim.app.close());
  afterEach(() => sim.setMode('ok'));

  const kept = (outcome: EpinOutcome) => {
    outcomes.push(outcome);
    return outcome;
  };
  const buy = async (request: Omit<EpinRequest, 'requestId'>, seller = epins) => {
    const requestId = seller.newRequestId();
    return { requestId, outcome: kept(await seller.buyEpins({ requestId, ...request })) };
  };
  const requery = async (requestId: string, quantity: number) =>
    kept(await epins.requeryEpins(requestId, quantity));
  const airtime = (quantity: number, valueNaira = 100) =>
    ({ kind: 'airtime', network: 'mtn', valueNaira, quantity }) as const;

  it('delivers a batch of 50 recharge cards: 50 distinct PINs and serials of one batch', async () => {
    const { outcome } = await buy(airtime(50, 200));
    expect(outcome).toMatchObject({ state: 'delivered', ourFault: false, providerSide: false });
    expect(outcome.cards).toHaveLength(50);
    expect(new Set(outcome.cards.map((card) => card.pin)).size).toBe(50);
    expect(new Set(outcome.cards.map((card) => card.serial)).size).toBe(50);
    expect(new Set(outcome.cards.map((card) => card.batchNo)).size).toBe(1);
    for (const card of outcome.cards) {
      expect(card.pin).toMatch(/^\d{17}$/);
      expect(card).toMatchObject({ valueNaira: 200, providerTransactionId: expect.any(String) });
    }
  });

  it('delivers data cards of a plan on the data plan list, named by the plan', async () => {
    const { outcome } = await buy({
      kind: 'data',
      network: 'glo',
      planCode: '1000.0',
      quantity: 3,
    });
    expect(outcome.state).toBe('delivered');
    expect(outcome.cards.map((card) => card.productName)).toEqual(
      Array(3).fill('1 GB - 30 days (SME)'),
    );
  });

  it('answers a batch issued short as partial with the cards that came, on the order and on a query', async () => {
    const asked = EPIN_SCENARIO_QUANTITIES.partial;
    const { requestId, outcome } = await buy(airtime(asked));
    expect(outcome).toMatchObject({ state: 'partial', ourFault: false, providerSide: false });
    expect(outcome.cards).toHaveLength(48);
    expect(outcome.description).toMatch(/48 of the 49/);
    const queried = await requery(requestId, asked);
    expect(queried.state).toBe('partial');
    expect(queried.cards.map((card) => card.pin)).toEqual(outcome.cards.map((card) => card.pin));
  });

  it('answers pending when the order outlives the adapter, and a later query answers its cards', async () => {
    const asked = EPIN_SCENARIO_QUANTITIES.timeout;
    const { requestId, outcome } = await buy(airtime(asked, 500), impatient);
    expect(outcome).toMatchObject({
      state: 'pending',
      cards: [],
      raw: expect.stringMatching(/timed out/),
    });
    const queried = await requery(requestId, asked);
    expect(queried).toMatchObject({ state: 'delivered', code: '200' });
    expect(queried.cards).toHaveLength(asked);
  });

  it('answers pending for an order received without its cards and for an error page; a query finds them', async () => {
    for (const asked of [EPIN_SCENARIO_QUANTITIES.pending, EPIN_SCENARIO_QUANTITIES.unexpected]) {
      const { requestId, outcome } = await buy(airtime(asked));
      expect([asked, outcome.state, outcome.cards]).toEqual([asked, 'pending', []]);
      const queried = await requery(requestId, asked);
      expect([asked, queried.state, queried.cards.length]).toEqual([asked, 'delivered', asked]);
    }
  });

  it('fails a definite refusal, saying whose side it is on', async () => {
    await sim.setMode('no-float');
    expect((await buy(airtime(5))).outcome).toMatchObject({
      state: 'failed',
      code: 'INSUFFICIENT_BALANCE',
      ourFault: true,
      providerSide: true,
      cards: [],
    });
    await sim.setMode('ok');
    // A plan ClubKonnect does not issue: another provider may.
    expect(
      (await buy({ kind: 'data', network: 'mtn', planCode: 'no-such-plan', quantity: 2 })).outcome,
    ).toMatchObject({
      state: 'failed',
      code: 'INVALID_DATAPLAN',
      ourFault: false,
      providerSide: true,
    });
    await sim.setMode('down');
    expect((await buy(airtime(5))).outcome).toMatchObject({
      state: 'failed',
      code: '508',
      ourFault: false,
      providerSide: true,
    });
  });

  it('refuses before sending a denomination or a batch ClubKonnect does not issue', async () => {
    expect((await buy(airtime(5, 1000))).outcome).toMatchObject({
      state: 'failed',
      code: 'UNSUPPORTED_VALUE',
      ourFault: false,
      providerSide: true,
    });
    expect((await buy(airtime(101))).outcome).toMatchObject({
      state: 'failed',
      code: 'UNSUPPORTED_QUANTITY',
      providerSide: true,
    });
    expect(epins.epinDenominations('glo')).toEqual([100, 200, 500]);
  });

  it('answers not found for a RequestID ClubKonnect never received', async () => {
    expect(await requery(epins.newRequestId(), 5)).toMatchObject({ state: 'not_found', cards: [] });
  });

  it('keeps no PIN in a transport error either', async () => {
    const pin = '98765432109876543';
    // A transport whose failure quotes the answer it could not finish reading.
    const failing: Transport = async () => ({
      status: 200,
      text: () => Promise.reject(new Error(`cut off after {"TXN_EPIN":[{"sno":"1","pin":"${pin}"`)),
    });
    const outcome = await createClubkonnectEpins(sim.config(1_500), failing).buyEpins({
      requestId: epins.newRequestId(),
      ...airtime(1),
    });
    expect(outcome).toMatchObject({ state: 'pending', cards: [] });
    expect(outcome.raw).toMatch(/cut off/);
    expect(outcome.raw).not.toContain(pin);
  });

  it('kept no PIN of the suite in any raw answer, description or code', () => {
    const pins = outcomes.flatMap((outcome) => outcome.cards.map((card) => card.pin));
    expect(pins.length).toBeGreaterThan(300);
    const stored = outcomes.map((outcome) =>
      [outcome.raw, outcome.description, outcome.code ?? ''].join('\n'),
    );
    for (const text of stored) {
      expect(text.length).toBeLessThanOrEqual(2_200);
      for (const pin of pins) expect(text.includes(pin)).toBe(false);
    }
    expect(stored.some((text) => text.includes('[redacted]'))).toBe(true);
  });
});
