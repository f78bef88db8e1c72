import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { startTestApp, type TestContext } from '../../test/harness';
import { FORMAT_PAGES, formatPageUrls } from './format-docs';
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
      // printable cards: bought, read (PINs included) and marked with the reseller's key
      'purchaseRechargeCards',
      'listEpinBatches',
      'getEpinBatchCards',
      'markEpinCardsSold',
      'markEpinCardsPrinted',
      'getEpinSeller',
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

describe.each(FORMAT_PAGES)('the $name page ($file)', ({ format, name, file }) => {
  const urls = formatPageUrls(format);
  const markdown = readFileSync(path.resolve(__dirname, '../../..', file), 'utf8');

  it('is a definition of its own in the selector, its page the description, for this site', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: urls.document });
    expect(response.statusCode).toBe(200);
    const page = JSON.parse(response.body) as {
      info: { title: string; description: string };
      servers: { url: string }[];
      paths: object;
    };
    const base = `${ctx.config.publicUrl}/api`;
    expect(page.servers).toEqual([{ url: base }]);
    expect(page.paths).toEqual({});
    expect(page.info.title).toContain(/^# (.*)$/m.exec(markdown)?.[1]);
    expect(page.info.description).not.toMatch(/^# /);
    expect(page.info.description).toContain(`BASE=${base}`);
    expect(page.info.description).not.toContain('YOUR-HOST');
    expect(page.info.description).toContain(
      'Never refund on processing: the final state arrives by webhook and from the order query.',
    );

    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain(urls.document);
    expect(initializer.body).toContain(name);
  });

  it('opens from its short address, and is served as written', async () => {
    const short = await ctx.app.inject({ method: 'GET', url: urls.page });
    expect(short.statusCode).toBe(302);
    expect(short.headers.location).toBe(`/api/docs/?urls.primaryName=${encodeURIComponent(name)}`);
    const raw = await ctx.app.inject({ method: 'GET', url: urls.markdown });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(raw.body).toBe(markdown);
    expect(document.info.description).toContain(`(${urls.page})`);
  });
});
