import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The documentation holds together: every relative link in README.md, docs/ and the notes beside
 * the code (STATUS.md and the like) reaches a file that exists, and a link to a heading reaches a
 * heading of that page; the README stays a front page; the scripts page names every npm script.
 */

const root = path.resolve(__dirname, '../..');
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.data',
  'coverage',
  'dist',
  'artifacts',
  'results',
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name) || name.startsWith('dist-')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text a reader sees as prose: fenced blocks and inline code spans removed. */
const prose = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count ? `${base}-${count}` : base);
  }
  return result;
}

interface Link {
  from: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const from = path.relative(root, file);
  return [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ from, target }));
}

/** What is wrong with a link, or null when it reaches its file (and heading). */
function problem({ from, target }: Link): string | null {
  const [filePart = '', anchor] = target.split('#');
  const file = filePart ? path.resolve(root, path.dirname(from), filePart) : path.join(root, from);
  if (!existsSync(file)) return `${from}: ${target} (no such file)`;
  if (anchor && file.endsWith('.md') && !anchors(file).has(decodeURIComponent(anchor)))
    return `${from}: ${target} (no such heading)`;
  return null;
}

const files = markdownFiles(root);
const links = files.flatMap(relativeLinks);

describe('documentation', () => {
  it('reads the README, docs/ and the notes beside the code', () => {
    const names = files.map((file) => path.relative(root, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/README.md',
        'docs/developers/architecture.md',
        'server/src/modules/purchases/STATUS.md',
      ]),
    );
    expect(links.length).toBeGreaterThan(50);
  });

  it('every relative link reaches an existing file and heading', () => {
    expect(links.map(problem).filter(Boolean)).toEqual([]);
  });

  it('every page under docs/ is linked from the docs map', () => {
    const map = path.join(root, 'docs/README.md');
    const linked = new Set(
      relativeLinks(map).map(({ target }) =>
        path.resolve(root, 'docs', target.split('#')[0] ?? ''),
      ),
    );
    const pages = files.filter((file) => file.startsWith(path.join(root, 'docs') + path.sep));
    expect(pages.filter((page) => page !== map && !linked.has(page))).toEqual([]);
  });

  it('keeps the README a front page of at most 200 lines', () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it('names every npm script on the scripts page', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const page = readFileSync(path.join(root, 'docs/developers/scripts.md'), 'utf8');
    const named = (script: string) =>
      new RegExp(`npm (run )?${script.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w:-])`).test(
        page,
      );
    expect(Object.keys(scripts).filter((script) => !named(script))).toEqual([]);
  });
});
