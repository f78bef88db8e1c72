import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NETWORK_NAMES } from '@contract/rules/network';
import { RESELLER_IDS, type ResellerFormat } from '@contract/rules/reseller-ids';
import { DEFAULT_RESELLER_FINAL_WAIT_SECONDS } from '../config';
import { RESELLER_FORMATS } from '../modules/reseller-formats/routes';
import {
  cableFrom,
  discoFrom,
  examFrom,
  networkFrom,
  RESELLER_MESSAGES,
} from '../modules/reseller-formats/requests';
import { SEED_PACKAGES } from '../services';
import { FORMAT_PAGES } from './format-docs';

/*
 * The reseller format pages (docs/resellers/<format>-format.md) say what the code does: their id
 * tables are RESELLER_IDS with the catalogue's titles, every name they say is accepted is, their
 * route list is the format's routes, and their example listing and error messages are the ones the
 * server answers. Change a table or a route and this fails until the page says the same.
 */

const root = path.resolve(__dirname, '../../..');

const NEVER_REFUND =
  'Never refund on processing: the final state arrives by webhook and from the order query.';

/** The rows of the first table after a heading, as trimmed cells (header and rule left out). */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break;
    if (line.startsWith('|'))
      rows.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    else if (rows.length) break;
  }
  return rows.slice(2);
}

/** `MTN`, `9mobile` -> ['MTN', '9mobile'] */
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const titleOf = (slug: string) => SEED_PACKAGES.find((pkg) => pkg.slug === slug)?.title;

/** A table as the page states it: number, name, and the values its other names resolve to. */
interface StatedRow {
  number: number;
  name: string;
  accepted: string[];
}
const stated = (rows: string[][]): StatedRow[] =>
  rows.map(([number = '', name = '', accepted = '']) => ({
    number: Number(number),
    name,
    accepted: codeSpans(accepted),
  }));

const pages = FORMAT_PAGES.map((page) => ({
  ...page,
  markdown: readFileSync(path.join(root, page.file), 'utf8'),
}));

describe.each(pages)('the $format page ($file)', ({ format, markdown }) => {
  const ids = RESELLER_IDS[format];

  it('says the rule on processing before its first section, and the wait it follows', () => {
    const intro = markdown.slice(0, markdown.indexOf('\n## '));
    expect(intro).toContain(`**${NEVER_REFUND}**`);
    expect(markdown).toContain(`about ${DEFAULT_RESELLER_FINAL_WAIT_SECONDS} seconds`);
  });

  it('states the networks as RESELLER_IDS numbers them, with names the routes accept', () => {
    const rows = stated(tableUnder(markdown, '### Networks'));
    expect(rows.map(({ number, name }) => [number, name])).toEqual(
      Object.entries(ids.networks).map(([id, network]) => [
        Number(id),
        NETWORK_NAMES[network].toUpperCase(),
      ]),
    );
    for (const row of rows)
      for (const name of row.accepted)
        expect([name, networkFrom(format, name)]).toEqual([name, ids.networks[row.number]]);
  });

  const packageTables = [
    ['### Cable services', 'cables', cableFrom],
    ['### Discos', 'discos', discoFrom],
    ['### Exams', 'exams', examFrom],
  ] as const;

  it.each(packageTables)(
    'states "%s" as RESELLER_IDS numbers them, with the catalogue titles and names the routes accept',
    (heading, table, lookUp) => {
      const rows = stated(tableUnder(markdown, heading));
      expect(rows.map(({ number, name }) => [number, name])).toEqual(
        Object.entries(ids[table]).map(([id, slug]) => [Number(id), titleOf(slug)]),
      );
      for (const row of rows) {
        expect(row.accepted.length).toBeGreaterThan(0);
        for (const name of row.accepted)
          expect([name, lookUp(format, name)]).toEqual([name, ids[table][row.number]]);
      }
    },
  );

  it('lists exactly the routes the format answers', () => {
    const adapter = RESELLER_FORMATS.find((one) => one.format === format)!;
    const listed = tableUnder(markdown, '## Routes').map(([method = '', cell = '']) => {
      const url = codeSpans(cell)[0] ?? '';
      const normalised = url
        .replace(/^\/api/, '')
        .replace(/\{[^}]+\}/, ':ref')
        .replace(/\/$/, '');
      return `${method} ${normalised}`;
    });
    expect(listed.sort()).toEqual(
      adapter.routes.map((route) => `${route.method} ${route.url}`).sort(),
    );
  });

  it('shows the listing of GET /api/network as it answers, and the error messages as worded', () => {
    const blocks = [...markdown.matchAll(/^```json\n([\s\S]*?)^```/gm)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    const listing = blocks.find((block) => block.format === format);
    const named = (table: Readonly<Record<number, string>>) =>
      Object.entries(table).map(([id, slug]) => ({ id: Number(id), name: titleOf(slug) }));
    expect(listing).toMatchObject({
      networks: Object.entries(ids.networks).map(([id, network]) => ({
        id: Number(id),
        name: NETWORK_NAMES[network].toUpperCase(),
      })),
      cables: named(ids.cables),
      exams: named(ids.exams),
    });
    // shortened on the page: each disco it shows is the one of that number
    expect(named(ids.discos)).toEqual(expect.arrayContaining(listing!.discos as unknown[]));

    const networkError = /\bnetwork (\S+) is not a network in the \w+ format: [^"]*/.exec(markdown);
    expect(networkError?.[0].trim()).toBe(RESELLER_MESSAGES.network(format, networkError![1]!));
  });

  it('links nowhere relative: it is also served under /api/docs, where such links lead nowhere', () => {
    const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
    const links = [...prose.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1]);
    expect(links.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target ?? ''))).toEqual([]);
  });
});

it('has a page for every reseller format', () => {
  expect(FORMAT_PAGES.map((page) => page.format).sort()).toEqual(
    (Object.keys(RESELLER_IDS) as ResellerFormat[]).sort(),
  );
});
