import type { FastifyInstance } from 'fastify';
import {
  CLUBKONNECT_MOUNT as MOUNT,
  standaloneClubkonnect,
} from '../../../test/clubkonnect-simulator';
import type { BillsProvider, PayRequest } from '../../ports/bills';
import { createClubkonnectClient } from './client';
import type { ClubkonnectProduct, ClubkonnectProducts } from './products';

/*
 * A product a service declares (beyond ClubKonnect's built-in kinds) is sold, verified and played
 * by the simulator from the declaration alone: here a made-up lottery top-up on its own scripts.
 */

const KNOWN_TICKET = '7000001';
const PENDING = '201000000000';

const lottery = (code: string): ClubkonnectProduct => ({
  orderScript: 'APILotteryV1.asp',
  orderParams: (request) => ({
    LotteryCompany: code,
    TicketID: request.billersCode,
    Amount: request.amount,
  }),
  verify: {
    script: 'APIVerifyLotteryV1.asp',
    params: (request) => ({ LotteryCompany: code, TicketID: request.billersCode }),
  },
  simulator: {
    orderType: 'Lottery',
    companyParam: 'LotteryCompany',
    numberParam: 'TicketID',
    companies: [code],
    minimum: 100,
    maximum: 50_000,
    invalidNumber: 'INVALID_TICKETID',
    sandboxNumbers: [KNOWN_TICKET],
  },
});

const products: ClubkonnectProducts = {
  'lotto-a': lottery('LOTTOA'),
  'lotto-b': lottery('LOTTOB'),
};

let app: FastifyInstance;
let bills: BillsProvider;
const seen: string[] = [];
beforeAll(async () => {
  const sim = await standaloneClubkonnect({
    pendingSeconds: 0,
    timeoutDelayMs: 3_000,
    packages: [],
    products,
  });
  app = sim.app;
  bills = createClubkonnectClient(
    sim.config(1_500),
    async (url, init) => {
      seen.push(url);
      return sim.transport(url, init);
    },
    products,
  );
});
afterAll(() => app.close());

const buy = (request: Pick<PayRequest, 'serviceId' | 'billersCode' | 'amount'>) =>
  bills.pay({ requestId: bills.newRequestId(), phone: '08011111111', ...request });

it("sends an order to the product's script with the parameters it builds", async () => {
  const outcome = await buy({ serviceId: 'lotto-b', billersCode: KNOWN_TICKET, amount: 500 });
  expect(outcome).toMatchObject({ state: 'delivered', code: '200' });
  const sent = new URL(seen.at(-1) ?? '');
  expect(sent.pathname).toBe(`${MOUNT}/APILotteryV1.asp`);
  expect(Object.fromEntries(sent.searchParams)).toMatchObject({
    LotteryCompany: 'LOTTOB',
    TicketID: KNOWN_TICKET,
    Amount: '500',
    CallBackURL: 'http://merchant.test/api/v1/webhooks/clubkonnect/',
  });
  expect(sent.searchParams.get('RequestID')).toMatch(/^\d{12}/);
});

it('has no plan list for a product sold by amount', async () => {
  expect(await bills.variations('lotto-a')).toEqual([]);
});

it("verifies the sandbox's number and refuses another with the provider's refusal", async () => {
  expect(await bills.verify({ serviceId: 'lotto-a', billersCode: KNOWN_TICKET })).toEqual({
    ok: true,
    content: expect.objectContaining({ Customer_Name: 'TEST CUSTOMER' }),
  });
  expect(new URL(seen.at(-1) ?? '').pathname).toBe(`${MOUNT}/APIVerifyLotteryV1.asp`);
  expect(await bills.verify({ serviceId: 'lotto-a', billersCode: '999' })).toEqual({
    ok: false,
    error: expect.any(String),
    unavailable: false,
  });
});

it('cancels an unknown number, refuses an amount out of range, and keeps a pending number pending', async () => {
  expect(await buy({ serviceId: 'lotto-a', billersCode: '999', amount: 500 })).toMatchObject({
    state: 'failed',
    providerSide: false,
  });
  expect(
    await buy({ serviceId: 'lotto-a', billersCode: KNOWN_TICKET, amount: 60_000 }),
  ).toMatchObject({ state: 'failed', code: 'INVALID_AMOUNT' });
  const requestId = bills.newRequestId();
  const pending = await bills.pay({
    requestId,
    serviceId: 'lotto-a',
    billersCode: PENDING,
    amount: 500,
    phone: '08011111111',
  });
  expect(pending.state).toBe('pending');
  // due at once here (pendingSeconds 0): the query completes it
  expect((await bills.requery(requestId)).state).toBe('delivered');
});
