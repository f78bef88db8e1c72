import { routeOrder, type OfferOption } from './routing';

/** An enabled offer of an enabled, healthy provider; `overrides` change what a test is about. */
const offer = (provider: string, overrides: Partial<OfferOption> = {}): OfferOption => ({
  offerId: provider.length,
  provider,
  providerCode: `${provider}-code`,
  planOffer: true,
  enabled: true,
  costKobo: 10_000,
  commissionBp: null,
  providerEnabled: true,
  providerForcedDown: false,
  priority: 10,
  breaker: 'closed',
  breakerClean: true,
  ...overrides,
});

const route = (options: OfferOption[], pinned: string | null = null, faceKobo = 10_000) =>
  routeOrder({ options, faceKobo, pinned, registered: () => true }).map((r) => r.provider);

it('sends the order to the cheapest offer first, the others after it by cost', () => {
  expect(
    route([
      offer('vtpass', { costKobo: 29_000 }),
      offer('second', { costKobo: 27_500 }),
      offer('third', { costKobo: 28_000 }),
    ]),
  ).toEqual(['second', 'third', 'vtpass']);
});

it('costs a package offer as the face value less its commission', () => {
  const routes = routeOrder({
    options: [
      offer('vtpass', { planOffer: false, costKobo: null, commissionBp: 300 }),
      offer('second', { planOffer: false, costKobo: null, commissionBp: 350 }),
    ],
    faceKobo: 100_000,
    pinned: null,
    registered: () => true,
  });
  expect(routes.map((r) => [r.provider, r.costKobo])).toEqual([
    ['second', 96_500],
    ['vtpass', 97_000],
  ]);
});

it("breaks a tie of cost by the owner's priority, lower first", () => {
  expect(route([offer('vtpass', { priority: 20 }), offer('second', { priority: 5 })])).toEqual([
    'second',
    'vtpass',
  ]);
  expect(route([offer('vtpass', { priority: 1 }), offer('second', { priority: 5 })])).toEqual([
    'vtpass',
    'second',
  ]);
});

it('sends a pinned plan only to its provider, even when another is cheaper', () => {
  expect(
    route([offer('vtpass', { costKobo: 30_000 }), offer('second', { costKobo: 20_000 })], 'vtpass'),
  ).toEqual(['vtpass']);
});

it('skips a provider whose breaker is open and marks a half-open one as a probe', () => {
  const routes = routeOrder({
    options: [
      offer('cheap', { costKobo: 1_000, breaker: 'open' }),
      offer('probing', { costKobo: 2_000, breaker: 'half-open' }),
      offer('vtpass', { costKobo: 3_000 }),
    ],
    faceKobo: 10_000,
    pinned: null,
    registered: () => true,
  });
  expect(routes.map((r) => [r.provider, r.probe])).toEqual([
    ['probing', true],
    ['vtpass', false],
  ]);
});

it('skips a provider forced down or switched off, a disabled offer and an unregistered provider', () => {
  const routes = routeOrder({
    options: [
      offer('forced', { costKobo: 1_000, providerForcedDown: true }),
      offer('off', { costKobo: 1_000, providerEnabled: false }),
      offer('offer-off', { costKobo: 1_000, enabled: false }),
      offer('unknown', { costKobo: 1_000 }),
      offer('vtpass'),
    ],
    faceKobo: 10_000,
    pinned: null,
    registered: (name) => name !== 'unknown',
  });
  expect(routes.map((r) => r.provider)).toEqual(['vtpass']);
});

it('answers no route when no usable offer sells the plan', () => {
  expect(route([])).toEqual([]);
  expect(route([offer('vtpass', { breaker: 'open' })])).toEqual([]);
  expect(route([offer('vtpass')], 'second')).toEqual([]);
});
