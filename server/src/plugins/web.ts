import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { SiteConfig } from '@contract/constants';
import { sendError } from './errors';

interface WebOptions {
  /** built SPA; undefined serves the API only */
  webRoot: string | undefined;
  site: SiteConfig;
}

const mediaRoot = path.resolve(__dirname, '../../public/media');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The site settings travel in a meta tag: the CSP allows no inline script, and no extra request. */
function renderIndex(template: string, site: SiteConfig): string {
  return template
    .replace(/content=("?)__SITE_CONFIG__\1/, `content="${escapeAttribute(JSON.stringify(site))}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(site.brandName)}</title>`);
}

/** Serves logos, the built SPA with long-cached hashed assets, and index.html for every deep link. */
async function webPlugin(app: FastifyInstance, options: WebOptions) {
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  const { webRoot } = options;
  let indexHtml: string | undefined;
  if (webRoot) {
    indexHtml = renderIndex(readFileSync(path.join(webRoot, 'index.html'), 'utf8'), options.site);
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      decorateReply: false,
      // index.html is always the templated copy below, never the raw build file.
      allowedPath: (pathName) => !/(^|\/)index\.html/.test(pathName) && pathName !== '/',
      setHeaders: (reply, filePath) => {
        const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(filePath);
        // the service worker is checked on every visit, so a new deploy is found at once
        const worker = /(^|[\\/])sw\.js$/.test(filePath);
        reply.header(
          'cache-control',
          hashed
            ? 'public, max-age=31536000, immutable'
            : worker
              ? 'no-cache'
              : 'public, max-age=300',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);

  if (indexHtml !== undefined)
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      indexHtml !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/simulator/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage) return sendIndex(reply);
    return sendError(reply, 404, `No route matches ${request.method} ${pathname}.`);
  });
}

export default fp(webPlugin, { name: 'web' });
