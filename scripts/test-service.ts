// `npm run test:service <service>`: one service's contract, server and SPA suites in one jest run,
// and its row of the shared purchase-flow suite. The service is its registry key or its folder
// name (`airtimeToCash` or `airtime-to-cash`). Prints the files it runs.
//
//   npm run test:service airtime
//   npm run test:service cable -- --engine   # also the engine's suites that use the service
//   npm run test:service sms -- --watch      # any other argument goes to jest
//
// A service's suites are found by folder and by name: contract/services/ (the registry's own
// tests) and contract/services/<folder>/ (its entry, request and rules), server/src/services/
// <folder>/, any server folder or test file named after the service, and src/features/<folder>/.
// With --engine, every server test that imports from server/src/services/<folder>/ too (the
// purchase engine's suites use airtime and data as their example: about a minute).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICES, type ServiceKey } from '../contract/services/registry';
import { purchaseFlowPartOf, purchaseFlowSuite } from '../src/pages/service/ui/purchase-flow-parts';

const root = path.resolve(import.meta.dirname, '..');
/** The part of the shared purchase-flow suite that holds the service's row. */
const sharedFlowSuite = (key: ServiceKey) =>
  purchaseFlowSuite(purchaseFlowPartOf(SERVICES.findIndex((service) => service.key === key)));
const TEST_FILE = /\.test\.tsx?$/;

/** The folder name of a service in each tree: its key in kebab case. */
const folderOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every test file under `dir` (relative to the repository), sorted. */
function testsUnder(dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file))
    .sort();
}

/** The test files directly in `dir`, not in its subfolders. */
const testsIn = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.join(dir, file));

function serviceFiles(key: ServiceKey, engine: boolean) {
  const folder = folderOf(key);
  const namesService = (file: string) =>
    file.split(path.sep).slice(0, -1).includes(folder) ||
    path.basename(file).replace(TEST_FILE, '') === folder;
  const serverTests = testsUnder('server');
  const usesService = new RegExp(`services/${folder}['/]`);
  const server = serverTests.filter(
    (file) =>
      namesService(file) ||
      (engine && usesService.test(readFileSync(path.join(root, file), 'utf8'))),
  );
  return {
    contract: [...testsIn('contract/services'), ...testsUnder(`contract/services/${folder}`)],
    server,
    web: [...testsUnder(`src/features/${folder}`), sharedFlowSuite(key)],
  };
}

const [asked, ...rest] = process.argv.slice(2);
const service = SERVICES.find((entry) => entry.key === asked || folderOf(entry.key) === asked);
if (!service) {
  const names = SERVICES.map((entry) => `${entry.key} (${folderOf(entry.key)})`).join(', ');
  console.error(`Usage: npm run test:service <service> [-- --engine] [jest arguments]`);
  console.error(`${asked ? `No service "${asked}". ` : ''}Services: ${names}`);
  process.exit(2);
}
const engine = rest.includes('--engine');
const jestArgs = rest.filter((arg) => arg !== '--engine');
const files = serviceFiles(service.key, engine);

console.log(`Suites of ${service.key} (${service.label}):`);
for (const [tree, list] of Object.entries(files)) {
  console.log(`  ${tree}:${list.length ? '' : ' none'}`);
  for (const file of list)
    console.log(`    ${file}${file === sharedFlowSuite(service.key) ? ` (its row only)` : ''}`);
}

const all = Object.values(files).flat();
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const run = spawnSync(jest, ['--runTestsByPath', ...all, ...jestArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_SERVICE: service.key },
});
process.exit(run.status ?? 1);
