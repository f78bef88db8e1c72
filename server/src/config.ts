import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  /** Postgres server; when unset the embedded PGlite in dataDir is used */
  databaseUrl: string | undefined;
  /** folder for PGlite data, the JWT secret and the mail outbox; undefined means in memory (tests) */
  dataDir: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  brandName: string;
  supportEmail: string;
  supportPhone: string;
  apiDocsUrl: string;
  /** built SPA to serve; undefined serves the API only */
  webRoot: string | undefined;
  trustProxy: boolean;
  /** requests per window for login, register and password reset, per IP and per e-mail */
  authRateLimit: { points: number; durationSeconds: number };
  logLevel: string;
  monnify: MonnifyConfig;
}

export interface MonnifyConfig {
  /** e.g. https://sandbox.monnify.com; the built-in simulator's URL when no credentials are set */
  baseUrl: string;
  apiKey: string;
  /** also the key of the webhooks' monnify-signature HMAC */
  secretKey: string;
  contractCode: string;
  /** mount the simulator under /simulator/monnify/ (only without real credentials) */
  simulator: boolean;
  /** per HTTP call to Monnify */
  timeoutMs: number;
}

/** Sandbox credentials the built-in simulator accepts; they are not secrets. */
export const SIMULATOR_CREDENTIALS = {
  apiKey: 'MK_TEST_SIMULATOR',
  secretKey: 'SIMULATORSECRETKEY0000000000000000',
  contractCode: '0000000000',
} as const;

export const simulatorMonnifyConfig = (publicUrl: string): MonnifyConfig => ({
  baseUrl: `${publicUrl}/simulator/monnify`,
  ...SIMULATOR_CREDENTIALS,
  simulator: true,
  timeoutMs: 15_000,
});

/** Real Monnify when MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE are set. */
function loadMonnifyConfig(env: Env, publicUrl: string): MonnifyConfig {
  const apiKey = env.MONNIFY_API_KEY || undefined;
  const secretKey = env.MONNIFY_SECRET_KEY || undefined;
  const contractCode = env.MONNIFY_CONTRACT_CODE || undefined;
  const timeoutMs = positiveInt(env.MONNIFY_TIMEOUT_MS, 15_000, 'MONNIFY_TIMEOUT_MS');
  if (!apiKey && !secretKey && !contractCode)
    return { ...simulatorMonnifyConfig(publicUrl), timeoutMs };
  if (!apiKey || !secretKey || !contractCode)
    throw new Error(
      'MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE must be set together',
    );
  return {
    baseUrl: (env.MONNIFY_BASE_URL || 'https://sandbox.monnify.com').replace(/\/+$/, ''),
    apiKey,
    secretKey,
    contractCode,
    simulator: false,
    timeoutMs,
  };
}

type Env = Record<string, string | undefined>;

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive integer`);
  return parsed;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = positiveInt(env.PORT, 8080, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const webRoot = path.resolve(env.WEB_ROOT ?? 'dist');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    brandName: env.BRAND_NAME ?? 'NairaTop',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@nairatop.ng',
    supportPhone: env.SUPPORT_PHONE ?? '08031234567',
    apiDocsUrl: env.API_DOCS_URL ?? '/api/docs',
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    authRateLimit: {
      points: positiveInt(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
      durationSeconds: positiveInt(env.AUTH_RATE_WINDOW_SECONDS, 60, 'AUTH_RATE_WINDOW_SECONDS'),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    monnify: loadMonnifyConfig(env, publicUrl),
  };
}

/** A config for tests: in-memory database, no files written, no SPA. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const publicUrl = overrides.publicUrl ?? 'http://localhost:8080';
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl,
    databaseUrl: process.env.TEST_DATABASE_URL || undefined,
    dataDir: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret',
    smtpUrl: undefined,
    brandName: 'NairaTop',
    supportEmail: 'support@nairatop.ng',
    supportPhone: '08031234567',
    apiDocsUrl: '/api/docs',
    webRoot: undefined,
    trustProxy: false,
    authRateLimit: { points: 1000, durationSeconds: 60 },
    logLevel: 'silent',
    monnify: simulatorMonnifyConfig(publicUrl),
    ...overrides,
  };
}
