import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { generatedFiles, repoRoot } from './env-docs';
import { ENV_VARIABLE_NAMES, ENV_VARIABLES } from './env-schema';
import { StartupRefusal } from './run-mode';

const dataDir = mkdtempSync(path.join(tmpdir(), 'nairatop-env-schema-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), OPS_TOKEN: 'y'.repeat(40) };

describe('the environment at start', () => {
  it('refuses a bad value with a message naming the variable', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(StartupRefusal);
        return (error as Error).message;
      }
      throw new Error('started');
    };
    expect(refusal({ LOG_LEVEL: 'loud' })).toBe(
      'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent',
    );
    expect(refusal({ TRUST_PROXY: 'yes' })).toMatch(
      /^TRUST_PROXY=yes: yes is not an address or CIDR range\. Set TRUST_PROXY to the number of proxies/,
    );
    expect(refusal({ JOBS: 'of' })).toBe('JOBS must be one of: on, off');
    expect(refusal({ DATABASE_POOL_SIZE: '0' })).toBe(
      'DATABASE_POOL_SIZE must be a positive integer',
    );
    expect(refusal({ PUBLIC_URL: 'nairatop.ng' })).toBe(
      'PUBLIC_URL must be an http:// or https:// URL',
    );
    // every bad variable at once, so one restart fixes them all
    expect(refusal({ PORT: 'eighty', WEBHOOK_MAX_ATTEMPTS: '-1' })).toBe(
      'PORT must be a positive integer; WEBHOOK_MAX_ATTEMPTS must be a positive integer',
    );
  });

  it('never repeats a secret in its refusal', () => {
    const secret = 'mysql://root:hunter2@db/nairatop';
    expect(() => loadConfig({ ...base, DATABASE_URL: secret })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// connection string',
    );
    expect(() => loadConfig({ ...base, DATABASE_URL: secret })).not.toThrow(/hunter2/);
  });

  it('takes empty values as unset and every documented default as valid', () => {
    const empty = Object.fromEntries(ENV_VARIABLES.map((variable) => [variable.name, '']));
    expect(loadConfig({ ...empty, ...base }).port).toBe(8080);
    const defaults = Object.fromEntries(
      ENV_VARIABLES.flatMap((variable) =>
        variable.default === undefined ? [] : [[variable.name, variable.default]],
      ),
    );
    expect(loadConfig({ ...defaults, ...base }).logLevel).toBe('info');
  });

  it('reads METRICS_TOKEN', () => {
    expect(loadConfig({ ...base, METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
    expect(loadConfig(base).metricsToken).toBeUndefined();
  });
});

/** Server source files (tests aside) and the start script: everything that reads the server's env. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs)$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

const READS = [
  /\benv\.([A-Z][A-Z0-9_]*)\b/g,
  /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
  /\bprocess\.env\.([A-Z][A-Z0-9_]*)\b/g,
];

describe('the schema lists every variable the server reads', () => {
  it('by the source: env.X, env["X"] and process.env.X in server/src and scripts/start.mjs', () => {
    const files = [
      ...sourceFiles(path.join(repoRoot, 'server/src')),
      path.join(repoRoot, 'scripts/start.mjs'),
    ];
    const unlisted = new Set<string>();
    let reads = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const pattern of READS)
        for (const match of source.matchAll(pattern)) {
          reads += 1;
          if (!ENV_VARIABLE_NAMES.has(match[1]!))
            unlisted.add(`${match[1]} (${path.relative(repoRoot, file)})`);
        }
    }
    expect(reads).toBeGreaterThan(50);
    expect([...unlisted]).toEqual([]);
  });

  it('by what loadConfig asks for, names built at run time included', () => {
    const asked = new Set<string>();
    const recording = (values: Record<string, string>) =>
      new Proxy(values, {
        get(target, name) {
          if (typeof name === 'string') asked.add(name);
          return target[name as string];
        },
      });
    loadConfig(recording(base));
    // production on simulators reads the staging override (and may refuse to start)
    try {
      loadConfig(recording({ ...base, NODE_ENV: 'production', STAGING_ALLOW_SIMULATORS: 'true' }));
    } catch {
      // the names it asked for are what counts here
    }
    loadConfig(
      recording({
        ...base,
        VTPASS_BASE_URL: 'https://sandbox.vtpass.com/api',
        VTPASS_API_KEY: 'a',
        VTPASS_PUBLIC_KEY: 'b',
        VTPASS_SECRET_KEY: 'c',
        MONNIFY_API_KEY: 'd',
        MONNIFY_SECRET_KEY: 'e',
        MONNIFY_CONTRACT_CODE: 'f',
        PAYSTACK_SECRET_KEY: 'g',
        SMS_PROVIDER: 'termii',
        TERMII_BASE_URL: 'https://termii.example',
        TERMII_API_KEY: 'g',
        TERMII_SECRET_KEY: 'h',
        TWO_FACTOR_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
        EPIN_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'),
        IDENTITY_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
        MANUAL_TRANSFER_BANK: 'Wema',
        MANUAL_TRANSFER_ACCOUNT_NUMBER: '0123456789',
        MANUAL_TRANSFER_ACCOUNT_NAME: 'NairaTop',
      }),
    );
    // The loaders' reads by computed names (manual transfer, Termii, the staging override) pass
    // through here; a name the schema lacks is one the validator never checked.
    expect([...asked].filter((name) => !ENV_VARIABLE_NAMES.has(name))).toEqual([]);
  });
});

describe('generated documentation', () => {
  it('docs/operators/configuration.md variable table and .env.example match the schema (npm run config:write)', () => {
    for (const file of generatedFiles())
      expect({ file: file.file, text: file.current }).toEqual({
        file: file.file,
        text: file.expected,
      });
  });

  it('lists each variable once, secrets left empty in .env.example', () => {
    expect(ENV_VARIABLE_NAMES.size).toBe(ENV_VARIABLES.length);
    const example = generatedFiles().find((file) => file.file.endsWith('.env.example'))!;
    for (const variable of ENV_VARIABLES.filter((entry) => entry.secret))
      expect(example.expected).toContain(`\n#${variable.name}=\n`);
  });
});
