// `npm run lint:dockerfile`: the Dockerfile through dockerfile-utils' validator (unknown or
// malformed instructions, bad ports, flags...).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
let utils;
try {
  utils = await import('dockerfile-utils');
} catch {
  console.error('dockerfile-utils is not installed: npm install --save-dev dockerfile-utils');
  process.exit(2);
}
const { validate } = utils.default ?? utils;
const problems = validate(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
for (const problem of problems)
  console.error(`Dockerfile:${problem.range.start.line + 1}: ${problem.message}`);
console.log(`Dockerfile: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exit(problems.length ? 1 : 0);
