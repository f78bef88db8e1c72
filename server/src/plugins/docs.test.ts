import Fastify from 'fastify';
import { startTestApp, type TestContext } from '../../test/harness';
import { documentRoute } from './route-docs';
import { PURCHASE_SERVICES } from '../services';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let ctx: TestContext;
let document: Document;

beforeAll(async () => {
  ctx = await startTestApp();
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  document = JSON.parse(response.body) as Document;
});
afterAll(async () => ctx.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
const operation = (path: string, method: string) => document.paths[path]?.[method];

it('gives every operation a unique operationId, a summary and its security', () => {
  const ids = operations().map(({ operation }) => operation.operationId);
  expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { operation } of operations()) {
    expect(operation.summary).toBeTruthy();
    expect(operation.security).toBeDefined();
  }
  expect(operation('/api/v1/purchase-airtime/', 'post')?.operationId).toBe('purchaseAirtime');
  expect(operation('/api/v1/get-transactions/', 'get')?.operationId).toBe('getTransactions');
});

it('declares the API key exactly where a key is accepted, and no credentials on public calls', () => {
  const withKey = operations()
    .filter(({ operation }) => operation.security?.some((scheme) => 'apiKey' in scheme))
    .map(({ operation }) => operation.operationId)
    .sort();
  expect(withKey).toEqual(
    [
      'createBulkPurchase',
      'getBulkPurchase',
      'getBulkPurchaseSummary',
      'listBulkPurchases',
      'getPackages',
      'getPurchaseByKey',
      'getTransaction',
      'getTransactions',
      'getUser',
      // a problem with a purchase, reported and followed by the integration that made it
      'listProblemReports',
      'reportProblem',
      // every service the purchase engine sells
      ...Object.values(PURCHASE_SERVICES).map((service) => service.route.operationId),
      'sendSms',
      'verifyCard',
      'verifyMeter',
    ].sort(),
  );
  expect(operation('/api/v1/auth/login/', 'post')?.security).toEqual([]);
  expect(operation('/api/v1/change-password/', 'put')?.security).toEqual([{ bearer: [] }]);
  // Scheduled purchases spend without asking again: a session makes them, never a key.
  expect(operation('/api/v1/schedules/', 'post')?.security).toEqual([{ bearer: [] }]);
  expect(document.components.securitySchemes.apiKey).toMatchObject({
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
  });
});

it('lists a 4xx in the error envelope on every operation, 401 and 403 wherever it signs in', () => {
  for (const { path, method, operation: op } of operations()) {
    const errors = Object.keys(op.responses).filter((code) => code.startsWith('4'));
    expect([path, method, errors.length > 0]).toEqual([path, method, true]);
    for (const code of errors)
      expect(op.responses[code]?.content?.['application/json']?.schema?.$ref).toBe(
        '#/components/schemas/ApiError',
      );
    if (op.security?.length)
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403']));
  }
});

it('leaves the simulator and operator routes out of the document', () => {
  const paths = Object.keys(document.paths);
  expect(paths.filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/api/v1/ops/'))).toEqual([]);
});

it('refuses to start with a documented route that has no operationId', async () => {
  const app = Fastify();
  app.decorate('authenticate', async () => undefined);
  app.addHook('onRoute', (route) => documentRoute(route, app.authenticate));
  expect(() =>
    app.get('/api/v1/new-thing/', { schema: { summary: 'A new thing' } }, async () => ({})),
  ).toThrow('GET /api/v1/new-thing/ has no operationId in its schema');
  await app.close();
});

it('states the duplicate rule as the server applies it, in prose that renders as written', () => {
  const guide = document.info.description;
  expect(guide).toContain(
    'A second purchase of the same service for the same number within 30 seconds\nanswers 409',
  );
  expect(guide).toContain('whatever its amount or key, unless the first one\nfailed');
  // a line that is only a number and a full stop renders as an empty numbered list item
  expect(guide.split('\n').filter((line) => /^\s*\d+\.\s*$/.test(line))).toEqual([]);
  const purchases = operations().filter(({ path }) => path.includes('/purchase-'));
  expect(purchases.length).toBeGreaterThan(0);
  for (const { operation: documented } of purchases)
    expect(JSON.stringify(documented)).toContain('whatever the amount or key');
});
