import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendError } from './errors';

export interface SiteConfig {
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  apiDocsUrl: string;
  publicUrl: string;
}

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
    .replace(
      /<meta name="nairatop-config" content="[^"]*"\s*\/?>/,
      `<meta name="nairatop-config" content="${escapeAttribute(JSON.stringify(site))}">`,
    )
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
      setHeaders: (reply, filePath) => {
        const hashed = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/.test(filePath);
        reply.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      indexHtml !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/media/') &&
      !pathname.startsWith('/simulator/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendError(reply, 404, `No route matches ${request.method} ${pathname}.`);
  });
}

export default fp(webPlugin, { name: 'web' });
