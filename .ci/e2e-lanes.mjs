// Splits the e2e spec files into lanes that take about the same time, for CI to run side by side
// (each lane with its own server and data folder). A file weighs the seconds it took in a measured
// run (.ci/e2e-seconds.json); a file not measured yet weighs DEFAULT_SECONDS. Heaviest first, each
// into the lightest lane so far. Every spec file is in exactly one lane.
// Usage: node .ci/e2e-lanes.mjs 1/2   prints lane 1 of 2's files, one per line
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_SECONDS = 20;
const root = path.resolve(import.meta.dirname, '..');
const [lane, lanes] = (process.argv[2] ?? '').split('/').map(Number);
if (!Number.isInteger(lane) || !Number.isInteger(lanes) || lane < 1 || lane > lanes) {
  console.error('usage: node .ci/e2e-lanes.mjs <lane>/<lanes>, e.g. 1/2');
  process.exit(2);
}

const seconds = JSON.parse(readFileSync(path.join(root, '.ci/e2e-seconds.json'), 'utf8'));
// The product walks (e2e/*.spec.ts, weighed by file name) and each service's own walk beside its
// form (src/features/<service>/ui/*.e2e.ts, weighed by its path).
const featureWalks = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const ui = path.join(root, 'src/features', entry.name, 'ui');
    try {
      return readdirSync(ui)
        .filter((file) => file.endsWith('.e2e.ts'))
        .map((file) => `src/features/${entry.name}/ui/${file}`);
    } catch {
      return [];
    }
  });
const files = [
  ...readdirSync(path.join(root, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `e2e/${file}`),
  ...featureWalks,
]
  .map((file) => ({
    file,
    weight: seconds[file.replace(/^e2e\//, '')] ?? seconds[file] ?? DEFAULT_SECONDS,
  }))
  .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));

const loads = Array.from({ length: lanes }, () => ({ total: 0, files: [] }));
for (const { file, weight } of files) {
  const lightest = loads.reduce((min, load) => (load.total < min.total ? load : min));
  lightest.total += weight;
  lightest.files.push(file);
}
console.log(loads[lane - 1].files.sort().join('\n'));
