import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_KEY_FORMAT_NAMES } from '@contract/constants';
import type { ResellerFormat } from '@contract/rules/reseller-ids';
import { serverDir } from '../server-dir';

/*
 * The reseller formats' pages (docs/resellers/<format>-format.md) under /api/docs: each as an
 * OpenAPI document of its own whose description is the page, which Swagger UI's definition
 * selector shows beside the API's (/api/docs/<format> opens it), and as the markdown itself. The
 * pages are read from the repository's docs/ (the image copies docs/resellers/ beside server/).
 */

export interface FormatPage {
  format: ResellerFormat;
  /** the definition's name in the selector, as the profile names the key's format */
  name: string;
  /** from the repository's root */
  file: string;
}

export const FORMAT_PAGES: readonly FormatPage[] = (['msorg', 'adex'] as const).map((format) => ({
  format,
  name: API_KEY_FORMAT_NAMES[format],
  file: `docs/resellers/${format}-format.md`,
}));

export const DOCS_PREFIX = '/api/docs';

export const formatPageUrls = (format: ResellerFormat) => ({
  /** opens /api/docs with the format's page selected */
  page: `${DOCS_PREFIX}/${format}`,
  document: `${DOCS_PREFIX}/${format}.json`,
  markdown: `${DOCS_PREFIX}/${format}.md`,
});

/** The selector's entry that opens a definition, as Swagger UI reads it from the address. */
const selectorLink = (name: string) =>
  `${DOCS_PREFIX}/?urls.primaryName=${encodeURIComponent(name)}`;

/** Swagger UI's definitions: the API's own document first (the one shown by default). */
export const docsDefinitions = (apiName: string) => [
  { name: apiName, url: `${DOCS_PREFIX}/json` },
  ...FORMAT_PAGES.map(({ format, name }) => ({ name, url: formatPageUrls(format).document })),
];

const readPage = (file: string) => {
  const full = path.resolve(serverDir, '..', file);
  try {
    return readFileSync(full, 'utf8');
  } catch {
    throw new Error(`The reseller format page ${file} is missing (looked for ${full}).`);
  }
};

/** The page as a document's description: its title is the document's, its host is this site. */
const described = (markdown: string, publicUrl: string) =>
  markdown.replace(/^# .*\n+/, '').replaceAll('https://YOUR-HOST', publicUrl);

export function registerFormatPages(
  app: FastifyInstance,
  options: { brandName: string; publicUrl: string },
) {
  for (const { format, name, file } of FORMAT_PAGES) {
    const markdown = readPage(file);
    const title = /^# (.*)$/m.exec(markdown)?.[1] ?? name;
    const document = JSON.stringify({
      openapi: '3.0.3',
      info: {
        title: `${options.brandName} API: ${title}`,
        version: '1.0.0',
        description: described(markdown, options.publicUrl),
      },
      servers: [{ url: `${options.publicUrl}/api` }],
      paths: {},
    });
    const urls = formatPageUrls(format);
    const hidden = { schema: { hide: true } };
    app.get(urls.page, hidden, async (_request, reply) => reply.redirect(selectorLink(name)));
    app.get(urls.document, hidden, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(document),
    );
    app.get(urls.markdown, hidden, async (_request, reply) =>
      reply.type('text/markdown; charset=utf-8').send(markdown),
    );
  }
}
