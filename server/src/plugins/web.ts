import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { SiteConfig } from '@contract/constants';
import { ACCESS_TOKEN_COOKIE } from '@contract/first-load';
import { NOTICE_DISMISSED_COOKIE } from '@contract/first-load/notice';
import { dashboardPageOf } from '@contract/first-load/page';
import { loginPathFor } from '@contract/navigation';
import { serverDir } from '../server-dir';
import { sendError } from './errors';
import {
  firstReadsElement,
  preloadLinks,
  readFirst,
  readRouteAssets,
  type RouteAssets,
} from './first-load';
import { firstViewOf, withFirstView } from './first-view';

interface WebOptions {
  /** built SPA; undefined serves the API only */
  webRoot: string | undefined;
  site: SiteConfig;
  /** the service folders, each of which may hold its own media/ (server/src/services by default) */
  servicesDir?: string;
}

const mediaRoot = path.join(serverDir, 'public', 'media');
const servicesRoot = path.join(serverDir, 'src', 'services');

/**
 * The services' media copied beside the server bundle (scripts/server/build.mjs): what a bundle
 * serves where the sources (server/src) are not shipped.
 */
const bundledServiceMedia = path.join(__dirname, 'media');

/**
 * Where /media/ is served from: server/public/media, then each service folder's own media/
 * (server/src/services/<service>/media/logos/x.svg is /media/logos/x.svg), or their copy beside the
 * bundle. The first file found wins.
 */
export function mediaRoots(servicesDir: string = servicesRoot): string[] {
  const own = existsSync(servicesDir)
    ? readdirSync(servicesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(servicesDir, entry.name, 'media'))
        .filter((dir) => existsSync(dir))
        .sort()
    : [];
  const bundled = existsSync(bundledServiceMedia) ? [bundledServiceMedia] : [];
  return [mediaRoot, ...own, ...bundled];
}

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
    root: mediaRoots(options.servicesDir),
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  await app.register(fastifyCookie);

  const { webRoot } = options;
  let indexHtml: string | undefined;
  let routeAssets: RouteAssets = {};
  if (webRoot) {
    indexHtml = renderIndex(readFileSync(path.join(webRoot, 'index.html'), 'utf8'), options.site);
    routeAssets = readRouteAssets(webRoot);
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
        const hashed = /\.[0-9a-f]{7,}\.(js|css|svg|png|woff2?)$/.test(filePath);
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

  /**
   * A signed-in page for a browser that sends its session: the page's chunks preloaded and its
   * first API answers inside it, so it draws without another round of requests; private to that
   * customer, so never stored by a cache. A session the API refuses goes to the login page,
   * which says the session expired and returns here after the login; its cookie is cleared (the
   * login page would send a browser holding it back to the dashboard). The dashboard itself
   * carries its first view: the balance drawn in the page (first-view.ts). Without the cookie (a link
   * followed from another site does not send it) the page is the plain
   * one, and the app finds the session itself.
   */
  const sendSignedInPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    page: string,
  ) => {
    const token = request.cookies[ACCESS_TOKEN_COOKIE];
    if (!token) return sendIndex(reply);
    const first = await readFirst(app, request, page, token);
    if (first.session === 'dead') {
      return reply
        .clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' })
        .header('cache-control', 'no-store')
        .redirect(loginPathFor(request.url, true), 302);
    }
    const head = preloadLinks(routeAssets, page) + firstReadsElement(first.reads);
    let signedIn = html.replace('</head>', `${head}</head>`);
    // what the page is opened for, drawn here, is on screen before the app's scripts have arrived
    const firstView = firstViewOf(
      page,
      first.reads,
      options.site,
      request.cookies[NOTICE_DISMISSED_COOKIE],
    );
    if (firstView) signedIn = withFirstView(signedIn, firstView);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(signedIn);
  };

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
    if (wantsPage) {
      const page = dashboardPageOf(pathname);
      return page === undefined || indexHtml === undefined
        ? sendIndex(reply)
        : sendSignedInPage(request, reply, indexHtml, page);
    }
    return sendError(reply, 404, `No route matches ${request.method} ${pathname}.`);
  });
}

export default fp(webPlugin, { name: 'web' });
