import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_READS_ELEMENT_ID, type FirstReads } from '@contract/first-load';
import {
  ROUTE_ASSETS_FILE,
  firstReadsElementText,
  firstReadsOf,
  chunksOfPage,
} from '@contract/first-load/page';

/** The build's chunk names and their files (empty when the build has no such list). */
export type RouteAssets = Record<string, string[]>;

export function readRouteAssets(webRoot: string): RouteAssets {
  const file = path.join(webRoot, ROUTE_ASSETS_FILE);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RouteAssets;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Preload links for the signed-in shell's and the page's chunks: the browser fetches them beside
 * the app's first scripts instead of after the router has asked for them.
 */
export function preloadLinks(assets: RouteAssets, page: string): string {
  const files = new Set(chunksOfPage(page).flatMap((chunk) => assets[chunk] ?? []));
  return [...files]
    .map((file) => {
      const as = file.endsWith('.css') ? 'style' : 'script';
      return `<link rel="preload" href="/${escapeAttribute(file)}" as="${as}">`;
    })
    .join('');
}

/** The first answers in a JSON script element: data, which the page's policy does not run. */
export const firstReadsElement = (reads: FirstReads): string =>
  `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${firstReadsElementText(reads)}</script>`;

export type FirstReadsResult = { session: 'dead' } | { session: 'live'; reads: FirstReads };

/**
 * The answers a signed-in page reads first, asked of our own API with the customer's token and
 * address, exactly as the page would ask them. A token the API refuses is a dead session. Other
 * failures (busy, down) leave the answer out: the page asks for it itself.
 */
export async function readFirst(
  app: FastifyInstance,
  request: FastifyRequest,
  page: string,
  token: string,
): Promise<FirstReadsResult> {
  const search = request.url.split('?')[1] ?? '';
  const answers = await Promise.all(
    firstReadsOf(page, search).map(async (apiPath) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/${apiPath}`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: request.ip,
      });
      return { apiPath, status: response.statusCode, body: response.body };
    }),
  );
  if (answers.some((answer) => answer.status === 401)) return { session: 'dead' };
  const reads: FirstReads = {};
  for (const answer of answers)
    if (answer.status === 200) reads[answer.apiPath] = JSON.parse(answer.body) as unknown;
  return { session: 'live', reads };
}
