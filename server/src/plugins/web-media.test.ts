import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import webPlugin from './web';

/*
 * /media/ serves server/public/media and every service folder's own media/ at the same URLs, so
 * a service's logos live in its folder.
 */

const svg = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>${text}</text></svg>`;

let app: FastifyInstance;
beforeAll(async () => {
  const servicesDir = mkdtempSync(path.join(tmpdir(), 'nairatop-services-'));
  mkdirSync(path.join(servicesDir, 'lottery', 'media', 'logos'), { recursive: true });
  mkdirSync(path.join(servicesDir, 'lottery', 'media', 'categories'), { recursive: true });
  mkdirSync(path.join(servicesDir, 'no-media'), { recursive: true });
  writeFileSync(path.join(servicesDir, 'lottery', 'media', 'logos', 'lotto.svg'), svg('lotto'));
  writeFileSync(path.join(servicesDir, 'lottery', 'media', 'logos', 'mtn.svg'), svg('not mtn'));
  writeFileSync(
    path.join(servicesDir, 'lottery', 'media', 'categories', 'lottery.svg'),
    svg('lottery'),
  );
  app = Fastify();
  await app.register(webPlugin, {
    webRoot: undefined,
    site: {
      brandName: 'NairaTop',
      supportEmail: 'support@example.com',
      supportPhone: '08000000000',
      apiDocsUrl: '/api/docs',
      publicUrl: 'http://localhost',
      sandbox: true,
      manualTransfer: null,
    },
    servicesDir,
  });
  await app.ready();
});
afterAll(() => app.close());

it("serves a service folder's logos and category image under /media/", async () => {
  const logo = await app.inject({ url: '/media/logos/lotto.svg' });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toContain('image/svg+xml');
  expect(logo.body).toContain('lotto');
  const category = await app.inject({ url: '/media/categories/lottery.svg' });
  expect(category.statusCode).toBe(200);
  expect(category.body).toContain('lottery');
});

it('keeps serving the shared logos, which win over a service file of the same name', async () => {
  const logo = await app.inject({ url: '/media/logos/mtn.svg' });
  expect(logo.statusCode).toBe(200);
  expect(logo.body).not.toContain('not mtn');
  expect((await app.inject({ url: '/media/logos/nothing-here.svg' })).statusCode).toBe(404);
});
