import type { InjectOptions } from 'fastify';
import { bearer, signedInUser, type ErrorBody } from '../../../test/accounts';
import { signedInStaff, sampleUrl } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import { GUARD_MESSAGES } from './guard';
import { OPS_AS_HEADER, OPS_COMMAND_MESSAGES, OPS_TOKEN_HEADER } from './ops-command';

/*
 * Every console route, read from the app itself (so routes other areas add are covered without
 * touching this file): no token is a 401, a customer a 403, support a 403 on an owner-only route,
 * an API key a 403. Refusals come before validation, so no route needs a valid body.
 */

let ctx: TestContext;
let customer: { token: string };
let support: { token: string; email: string };
let owner: { token: string; email: string };

beforeAll(async () => {
  ctx = await startTestApp();
  customer = await signedInUser(ctx.app);
  support = await signedInStaff(ctx.app, 'support');
  owner = await signedInStaff(ctx.app, 'owner');
});
afterAll(() => ctx.close());

const routes = () => ctx.app.consoleRoutes;

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: route.method as InjectOptions['method'],
    url: sampleUrl(route.url),
    headers,
  });

it('finds the console routes, staff management among them', () => {
  const names = routes().map((route) => `${route.method} ${route.url}`);
  expect(names).toEqual(
    expect.arrayContaining(['GET /api/v1/console/me', 'DELETE /api/v1/console/staff/:id']),
  );
});

it('answers 401 on every console route without a token', async () => {
  for (const route of routes()) {
    const response = await call(route);
    expect({ route: route.url, status: response.statusCode }).toEqual({
      route: route.url,
      status: 401,
    });
  }
});

it('answers 403 to a customer on every console route', async () => {
  for (const route of routes()) {
    const response = await call(route, bearer(customer.token));
    expect({ route: route.url, status: response.statusCode }).toEqual({
      route: route.url,
      status: 403,
    });
    expect(json<ErrorBody>(response).message).toBe(GUARD_MESSAGES.notStaff);
  }
});

it('answers 403 to support on every owner-only route, and lets support through elsewhere', async () => {
  const ownerOnly = routes().filter((route) => route.staff && !route.staff.includes('support'));
  expect(ownerOnly.length).toBeGreaterThan(0);
  for (const route of routes()) {
    const status = (await call(route, bearer(support.token))).statusCode;
    if (ownerOnly.includes(route))
      expect({ route: route.url, status }).toEqual({ route: route.url, status: 403 });
    else expect({ route: route.url, status }).not.toEqual({ route: route.url, status: 403 });
  }
});

it('never answers 401 or 403 to an owner', async () => {
  for (const route of routes()) {
    const status = (await call(route, bearer(owner.token))).statusCode;
    expect({ route: route.url, refused: status === 401 || status === 403 }).toEqual({
      route: route.url,
      refused: false,
    });
  }
});

/** The ops command's powers, written out: the routes it may use, as the staff member it names. */
const OPS_COMMAND_ROUTES = [
  'GET /api/v1/console/airtime-to-cash',
  'GET /api/v1/console/attention',
  'POST /api/v1/console/airtime-to-cash/:ref/confirm',
  'POST /api/v1/console/airtime-to-cash/:ref/reject',
  'POST /api/v1/console/staff',
  'POST /api/v1/console/transactions/:ref/mark-delivered',
  'POST /api/v1/console/transactions/:ref/refund',
];

const ops = (as?: string) => ({
  [OPS_TOKEN_HEADER]: ctx.config.opsToken,
  ...(as ? { [OPS_AS_HEADER]: encodeURIComponent(as) } : {}),
});

it('lets the ops command use only the routes that name it, with the powers of the member it names', async () => {
  const allowed = routes().filter((route) => route.opsCommand);
  expect(allowed.map((route) => `${route.method} ${route.url}`).sort()).toEqual(OPS_COMMAND_ROUTES);
  for (const route of routes()) {
    const asSupport = await call(route, ops(support.email));
    const asOwner = await call(route, ops(owner.email));
    if (allowed.includes(route)) {
      // Support's powers when it names support (staff management is an owner's), an owner's
      // when it names an owner.
      const supportRefused = route.staff !== undefined && !route.staff.includes('support');
      expect({ route: route.url, refused: [401, 403].includes(asSupport.statusCode) }).toEqual({
        route: route.url,
        refused: supportRefused,
      });
      expect({ route: route.url, refused: [401, 403].includes(asOwner.statusCode) }).toEqual({
        route: route.url,
        refused: false,
      });
    } else
      for (const response of [asSupport, asOwner]) {
        expect({ route: route.url, status: response.statusCode }).toEqual({
          route: route.url,
          status: 403,
        });
        expect(json<ErrorBody>(response).message).toBe(OPS_COMMAND_MESSAGES.notHere);
      }
  }
});

it('refuses the ops command that names no staff member, or someone who is not staff', async () => {
  const stranger = await signedInUser(ctx.app);
  for (const route of routes().filter((each) => each.opsCommand)) {
    // Staff creation without a member is the first owner's set-up (ops-command.test.ts).
    const setUp = route.url.endsWith('/staff');
    for (const headers of [
      ...(setUp ? [] : [ops()]),
      ops(stranger.email),
      ops('nobody@example.com'),
    ]) {
      const response = await call(route, headers);
      expect({ route: route.url, status: response.statusCode }).toEqual({
        route: route.url,
        status: 403,
      });
    }
    if (setUp) continue;
    expect(json<ErrorBody>(await call(route, ops())).message).toBe(
      OPS_COMMAND_MESSAGES.nameYourself,
    );
    expect(json<ErrorBody>(await call(route, ops(stranger.email))).message).toBe(
      OPS_COMMAND_MESSAGES.notStaff(stranger.email),
    );
  }
});

it('answers 401 on every console route to a forged or empty operator token', async () => {
  for (const route of routes())
    for (const token of ['forged', '']) {
      const response = await call(route, { [OPS_TOKEN_HEADER]: token });
      expect({ route: route.url, status: response.statusCode }).toEqual({
        route: route.url,
        status: 401,
      });
    }
});

it('refuses an API key on console routes, even with a staff token beside it', async () => {
  const response = await call(
    { method: 'GET', url: '/api/v1/console/me' },
    { ...bearer(owner.token), 'x-api-key': 'ntk_live_whatever.secret' },
  );
  expect(response.statusCode).toBe(403);
});

it('tells the console who is signed in', async () => {
  const response = await call({ method: 'GET', url: '/api/v1/console/me' }, bearer(support.token));
  expect(response.statusCode).toBe(200);
  expect(json<{ data: { role: string; name: string } }>(response).data).toMatchObject({
    role: 'support',
    name: 'Ada Obi',
  });
});

it('keeps console routes out of the public API document', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(response.body).not.toContain('/console/');
});
