import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestContext } from '../../test/harness';

// The shape webpack's minifier leaves: attribute quotes removed.
const builtIndex =
  '<!doctype html><html><head><meta name=nairatop-config content=__SITE_CONFIG__><title>NairaTop</title></head><body><div id=root></div></body></html>';

let ctx: TestContext;
beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'nairatop-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), builtIndex);
  writeFileSync(path.join(webRoot, 'main.0123456789.js'), 'console.log(1)');
  ctx = await startTestApp({
    webRoot,
    brandName: 'TopUp NG',
    supportPhone: '08099990000',
    manualTransfer: { bankName: 'Wema Bank', accountNumber: '0123456789', accountName: 'TopUp NG' },
  });
});
afterAll(() => ctx.close());

function siteConfig(html: string) {
  const match = /name="?nairatop-config"? content="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('no site config in page');
  return JSON.parse(
    match[1]
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&'),
  );
}

describe('serving the SPA', () => {
  it.each([['/'], ['/about'], ['/dashboard/profile'], ['/password-reset/confirm/?token=abc']])(
    'answers %s with the page carrying the site settings and brand title',
    async (url) => {
      for (const encoding of ['', 'gzip', 'br']) {
        const response = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(siteConfig(response.body)).toMatchObject({
          brandName: 'TopUp NG',
          supportPhone: '08099990000',
          // on the simulators: every page shows the sandbox banner
          sandbox: true,
          manualTransfer: {
            bankName: 'Wema Bank',
            accountNumber: '0123456789',
            accountName: 'TopUp NG',
          },
        });
        expect(response.body).toContain('<title>TopUp NG</title>');
      }
    },
  );

  it('never serves the raw build index.html', async () => {
    const response = await ctx.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('__SITE_CONFIG__');
  });

  it('serves hashed assets with a long cache and unknown API paths as JSON 404', async () => {
    const asset = await ctx.app.inject({ url: '/main.0123456789.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await ctx.app.inject({ url: '/api/v1/no-such-thing/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      message: 'No route matches GET /api/v1/no-such-thing/.',
      errors: [{ detail: 'No route matches GET /api/v1/no-such-thing/.' }],
      data: {},
    });
  });

  it('sends a content security policy that allows only our own scripts', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves our logos', async () => {
    const response = await ctx.app.inject({ url: '/media/logos/mtn.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
