import type { InjectOptions } from 'fastify';
import { MAX_INTEGER_ID } from '@contract/api/console';
import { REASON_MESSAGES } from '@contract/rules';
import type { ErrorBody } from '../../../test/accounts';
import { sampleUrl, signedInStaff } from '../../../test/console';
import { json, startTestApp, type TestContext } from '../../../test/harness';
import type { ConsoleRouteInfo } from './routes';

/*
 * Hostile input on every console route, read from the app itself (routes other areas add are
 * covered without touching this file): ids no row can have, reasons that say nothing, text that
 * cannot be stored. Each is a 400 naming the field, never a 500.
 */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  ctx = await startTestApp();
  owner = await signedInStaff(ctx.app, 'owner');
});
afterAll(() => ctx.close());

interface ObjectSchema {
  properties?: Record<string, { type?: string; maximum?: number; pattern?: string }>;
  required?: string[];
}
const paramsOf = (route: ConsoleRouteInfo) => (route.schema.params ?? {}) as ObjectSchema;
const bodyOf = (route: ConsoleRouteInfo) => (route.schema.body ?? {}) as ObjectSchema;

const send = (route: ConsoleRouteInfo, url: string, payload?: object) =>
  ctx.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    headers: { ...owner.headers, 'idempotency-key': `hostile-${Math.random()}` },
    ...(payload ? { payload } : {}),
  });

/** A body the route's schema accepts in shape, so only the part under test is wrong. */
const plausibleBody = (route: ConsoleRouteInfo) =>
  bodyOf(route).properties ? { reason: 'checked by the test' } : undefined;

const routesWithId = () => ctx.app.consoleRoutes.filter((route) => paramsOf(route).properties?.id);

describe('ids beyond what the database column holds', () => {
  it('finds the console routes with an id in their address', () => {
    expect(routesWithId().length).toBeGreaterThanOrEqual(19);
  });

  it('answers 2^31 (one past a serial id) by 400 naming id, and never by a 5xx', async () => {
    for (const route of routesWithId()) {
      const url = sampleUrl(route.url.replace(':id', String(MAX_INTEGER_ID + 1)));
      const response = await send(route, url, plausibleBody(route));
      // webhook deliveries are keyed by bigserial: 2^31 is an id they may have (404 here)
      const bigintKey = (paramsOf(route).properties!.id!.maximum ?? 0) > MAX_INTEGER_ID;
      const answer = bigintKey
        ? { serverError: response.statusCode >= 500 }
        : { status: response.statusCode, fields: Object.keys(json<ErrorBody>(response).data) };
      expect({ route: `${route.method} ${route.url}`, ...answer }).toEqual({
        route: `${route.method} ${route.url}`,
        ...(bigintKey ? { serverError: false } : { status: 400, fields: ['id'] }),
      });
    }
  });

  it('answers one past each route’s own maximum by 400 naming id (levels are smallint)', async () => {
    for (const route of routesWithId()) {
      const id = paramsOf(route).properties!.id!;
      // a text id (a session's UUID) is bounded by its pattern instead
      if (id.type === 'string') {
        expect({ route: route.url, pattern: typeof id.pattern }).toEqual({
          route: route.url,
          pattern: 'string',
        });
        continue;
      }
      const maximum = id.maximum;
      expect({ route: route.url, bounded: typeof maximum === 'number' }).toEqual({
        route: route.url,
        bounded: true,
      });
      const url = route.url.replace(':id', String(maximum! + 1));
      const response = await send(route, sampleUrl(url), plausibleBody(route));
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 400,
      });
    }
  });

  it('answers an audit filter by a staff id of 2^31 by 400 naming staff_id', async () => {
    const response = await ctx.app.inject({
      url: `/api/v1/console/audit?staff_id=${MAX_INTEGER_ID + 1}`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).data)).toEqual(['staff_id']);
  });
});

describe('reasons', () => {
  const routesWithReason = () =>
    ctx.app.consoleRoutes.filter((route) => bodyOf(route).properties?.reason);

  it('finds every console action that takes a reason', () => {
    const names = routesWithReason().map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/v1/console/customers/:id/adjust',
        'POST /api/v1/console/customers/:id/suspend',
        'POST /api/v1/console/transactions/:ref/refund',
        'POST /api/v1/console/airtime-to-cash/:ref/reject',
        'PUT /api/v1/console/catalogue/plans/:id/price',
        'PUT /api/v1/console/catalogue/levels/:id',
      ]),
    );
  });

  it.each(['  a ', '\tab\n', 'ab', '      '])(
    'refuses the reason %j on every route that takes one, with the form’s message',
    async (reason) => {
      for (const route of routesWithReason()) {
        const response = await send(route, sampleUrl(route.url), { reason });
        const optionalAndBlank = !bodyOf(route).required?.includes('reason') && !reason.trim();
        if (optionalAndBlank) {
          expect(json<ErrorBody>(response).data.reason).toBeUndefined();
          continue;
        }
        expect({ route: route.url, status: response.statusCode }).toEqual({
          route: route.url,
          status: 400,
        });
        expect(json<ErrorBody>(response).data.reason).toBe(REASON_MESSAGES.tooShort);
      }
    },
  );
});

describe('text that cannot be stored', () => {
  it('answers a notice holding a lone surrogate by 400 naming body, and keeps the old notice', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/console/notice',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"body":"Maintenance tonight \\ud800"}',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).data)).toEqual(['body']);
    const notice = await ctx.app.inject({ url: '/api/v1/console/notice', headers: owner.headers });
    expect(notice.body).not.toContain('Maintenance tonight');
  });

  it('answers a reason holding a lone surrogate by 400 naming reason', async () => {
    const customer = await signedInStaff(ctx.app, 'support');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/console/customers/${customer.id}/suspend`,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"reason":"fraud \\udc00 suspected"}',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(response).data)).toEqual(['reason']);
  });
});
