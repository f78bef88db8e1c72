/** @jest-config-loader ts-node */
import { readFileSync } from 'node:fs';
import type { Config } from 'jest';
import { lazyIndexModules } from './scripts/jest-lazy-index';
import { prebundledModules } from './scripts/jest-prebundled';

// Path aliases are written once, in tsconfig.json, and derived here.
const tsconfig = JSON.parse(readFileSync(`${__dirname}/tsconfig.json`, 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const moduleNameMapper = {
  ...Object.fromEntries(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace('/*', '/(.*)')}$`,
      `<rootDir>/${(target ?? '').replace(/^\.\//, '').replace('/*', '/$1')}`,
    ]),
  ),
  // packages loaded as one file each (scripts/jest-prebundled.ts)
  ...prebundledModules(__dirname),
  // package indexes whose exports load on first use (scripts/jest-lazy-index.ts)
  ...lazyIndexModules(__dirname),
};

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

// ESM-only packages that jest must transform to load.
const esmPackages = [
  'typebox',
  'msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'rate-limiter-flexible',
  'content-disposition',
  'cookie',
  // @fastify/cookie imports 'cookie' dynamically: transformed, that import becomes a require
  '@fastify/cookie',
  '@electric-sql/pglite',
  // otplib's base32 and crypto plugins
  '@otplib',
  '@scure',
  '@noble',
].join('|');

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(m|c)js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleNameMapper,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

/*
 * The server suites share one module registry per worker (jest-light-runner, in a worker thread):
 * the server's ~2,000 modules load and compile once per worker, not once per suite (that was half
 * of the server suites' time). Their TypeScript loads through tsx. A suite therefore leaves nothing
 * behind in a module it changes (a setting it sets, it puts back), and replacing a module
 * (`jest.mock`) is not available; the suites give the app what they need instead.
 */
const server = {
  runner: 'jest-light-runner',
  roots: ['<rootDir>/server'],
  setupFiles: ['<rootDir>/server/test/shared-modules/typescript.mjs'],
  setupFilesAfterEnv: [
    '<rootDir>/server/test/shared-modules/jest-globals.ts',
    '<rootDir>/server/test/setup.ts',
  ],
  globalSetup: '<rootDir>/server/test/global-setup.ts',
  globalTeardown: '<rootDir>/server/test/global-teardown.ts',
  // for the global set-up and teardown, which jest itself loads
  ...shared,
};

/*
 * Suites that start the real server as a process of its own (its bundle, a SIGTERM while requests
 * are open, PostgreSQL dropping two processes' connections): most of their time is those processes
 * starting and waiting. `npm test` leaves them to `npm run test:processes`, which CI runs after it.
 */
const PROCESS_SUITES = '\\.process\\.test\\.ts$';

const config: Config = {
  // jest leaves a core to itself by default: one worker on a 2-core machine. Its own share is small.
  maxWorkers: '100%',
  // Each suite leaves ~25 MB in its worker (module registries jest keeps); past this a worker is
  // replaced before its next suite, or the garbage collector's work grows with every suite and
  // a server suite's start goes from ~1.5 s to 7 s by the end of the run. At 350 MB a run replaced
  // 13 workers (each loading the modules and a PGlite again), at 700 MB 5, for the same GC work.
  workerIdleMemoryLimit: '700MB',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/', customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/contract'],
      setupFilesAfterEnv: ['<rootDir>/src/shared/lib/test/setup.ts'],
      ...shared,
      moduleNameMapper: {
        ...moduleNameMapper,
        '\\.(css|less)$': '<rootDir>/src/shared/lib/test/style-stub.ts',
        '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/shared/lib/test/file-stub.ts',
        '\\.css\\?url$': '<rootDir>/src/shared/lib/test/file-stub.ts',
      },
    },
    {
      displayName: 'server',
      ...server,
      testPathIgnorePatterns: ['/node_modules/', PROCESS_SUITES],
    },
    {
      displayName: 'processes',
      ...server,
      testRegex: PROCESS_SUITES,
    },
  ],
};

export default config;
