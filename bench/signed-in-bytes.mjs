// The script and stylesheet a signed-in page needs before it can draw, brotli-compressed, read from
// a build (no server, no browser): the app's first scripts in index.html and the chunks the server
// preloads for the route (the shell's, the layout's and the page's, from route-assets.json). Code
// the page imports after it has drawn (the live stream, a receipt's printing) is not among them.
// Usage: node bench/signed-in-bytes.mjs [route...]   (DIST_DIR picks the build, default dist/)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// the shell's chunk names, as contract/first-load lists them for the server
const SHELL_CHUNKS = ['antd-stylesheet', 'antd-shell', 'dashboard-layout'];
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/dashboard', '/dashboard/purchase-airtime', '/dashboard/transactions'];

const assets = JSON.parse(readFileSync(path.join(distDir, 'route-assets.json'), 'utf8'));
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const entryScripts = [...indexHtml.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map(([, src]) => src);

const brotliSize = (file) =>
  brotliCompressSync(readFileSync(path.join(distDir, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

const pageChunk = (route) => {
  const page = route.replace(/^\/dashboard\/?/, '');
  if (page.startsWith('transactions/details/')) return 'page-transaction-details';
  return page === '' ? 'page-dashboard' : `page-${page}`;
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('route: scripts before first paint | stylesheets | files (brotli)');
for (const route of routes) {
  const files = new Set(entryScripts);
  for (const chunk of [...SHELL_CHUNKS, pageChunk(route)]) {
    if (!assets[chunk]) throw new Error(`the build has no chunk ${chunk}`);
    for (const file of assets[chunk]) files.add(file);
  }
  const scripts = [...files].filter((file) => file.endsWith('.js'));
  const styles = [...files].filter((file) => file.endsWith('.css'));
  const sum = (list) => list.reduce((total, file) => total + brotliSize(file), 0);
  console.log(`${route.padEnd(30)} ${kb(sum(scripts))} | ${kb(sum(styles))} | ${files.size} files`);
}
