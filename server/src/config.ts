import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfiguredProvider } from '@contract/api';
import type { ManualTransferAccount } from '@contract/constants';
import { validateEnvironment } from './env-schema';
import { loadManualTransfer } from './manual-transfer';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { DEFAULT_CONSOLE_CONFIG, loadConsoleConfig, type ConsoleConfig } from './console-config';
import { envelopeKeyFrom, type EnvelopeKey } from './lib/secret-envelope';
import { loadTwoFactorKey } from './two-factor-key';
import { EPIN_KEY, IDENTITY_KEY, loadSealingKey } from './sealing-keys';
import { EPIN_BATCH_DEFAULT_LIMIT, EPIN_BATCH_MAX } from '@contract/services/epins';
import {
  decideMode,
  STAGING_OVERRIDE,
  StartupRefusal,
  type ModeConfig,
  type SimulatedProvider,
} from './run-mode';

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
  /** the bank account shown for manual transfers (MANUAL_TRANSFER_*), or null: none offered */
  manualTransfer: ManualTransferAccount | null;
  /** built SPA to serve; undefined serves the API only */
  webRoot: string | undefined;
  /** which proxies may name the client in X-Forwarded-For (TRUST_PROXY); see lib/trust-proxy */
  trustProxy: TrustProxy;
  /** per IP and window: failed logins, registrations, password-reset requests (each counted apart) */
  authRateLimit: { points: number; durationSeconds: number };
  /** per e-mail limits that a stranger cannot turn into a lock-out of the account's owner */
  authThrottle: AuthThrottleConfig;
  /** charged requests (purchases, SMS, upgrades) one user may have in progress in one process */
  chargedRequestsPerUser: number;
  /**
   * the seeded catalogue's least margin over the provider's cost at every tier, in basis points
   * (MIN_PRICE_MARGIN_PERCENT, default 0.5%)
   */
  minPriceMarginBp: number;
  /** requests one API key may make per window, in every process together */
  apiKeyRateLimit: { points: number; durationSeconds: number };
  /**
   * how long a reseller format's order waits for its final outcome before answering "processing"
   * (RESELLER_FINAL_WAIT_SECONDS)
   */
  resellerFinalWaitMs: number;
  logLevel: string;
  monnify: MonnifyConfig;
  /** the second payments provider, beside Monnify */
  paystack: PaystackConfig;
  vtpass: VtpassConfig;
  /** the second bills provider; built beside VTpass, not yet chosen by the engine */
  clubkonnect: ClubkonnectConfig;
  /** background work: requery of pending purchases and outbound webhook deliveries */
  jobs: JobsConfig;
  /** outbound webhooks to customers' webhook_url */
  webhooks: WebhooksConfig;
  /** the operator endpoints' secret (OPS_TOKEN, else kept in dataDir/ops-token) */
  opsToken: string;
  sms: SmsConfig;
  /** the operator console: staff token lifetime, support's manual-credit limit, first owner */
  console: ConsoleConfig;
  /** the bearer token /metrics requires (METRICS_TOKEN); unset: open in sandbox, refused live */
  metricsToken: string | undefined;
  /** sandbox (simulators mounted, no real money) or live; decided from the providers above */
  mode: ModeConfig;
  /** seals staff two-factor secrets at rest (TWO_FACTOR_ENCRYPTION_KEY; see two-factor-key.ts) */
  twoFactorKey: EnvelopeKey;
  /** seals e-PINs (printable recharge and data cards) at rest (EPIN_ENCRYPTION_KEY; sealing-keys.ts) */
  epinKey: EnvelopeKey;
  /** seals ID documents and keys the hashes of NIN and BVN (IDENTITY_ENCRYPTION_KEY) */
  identityKey: EnvelopeKey;
  /** the most printable cards one batch may hold (EPIN_BATCH_LIMIT, at most EPIN_BATCH_MAX) */
  epinBatchLimit: number;
}

/** What the providers decide (the mode) and what depends on the mode (the sealing keys). */
type ModeDependent = 'mode' | 'twoFactorKey' | 'epinKey' | 'identityKey';

export interface AuthThrottleConfig {
  /** failed logins on one e-mail from one IP before that pair waits out its window; a success clears it */
  pairFailures: number;
  pairWindowSeconds: number;
  /** failed logins on one e-mail from every IP within the window before each attempt on it is slowed */
  accountSlowAfter: number;
  /** beyond this many, IPs that already failed on the e-mail are refused; a fresh IP may still try */
  accountCap: number;
  accountWindowSeconds: number;
  /** the first slow-down; it doubles with each further failure, up to slowdownMaxMs */
  slowdownBaseMs: number;
  slowdownMaxMs: number;
  /** password-reset requests for one e-mail from one IP within resetWindowSeconds */
  resetPerEmailAndIp: number;
  resetWindowSeconds: number;
}

export const DEFAULT_AUTH_THROTTLE: AuthThrottleConfig = {
  pairFailures: 5,
  pairWindowSeconds: 15 * 60,
  accountSlowAfter: 10,
  accountCap: 100,
  accountWindowSeconds: 60 * 60,
  slowdownBaseMs: 250,
  slowdownMaxMs: 4_000,
  resetPerEmailAndIp: 3,
  resetWindowSeconds: 60 * 60,
};

export const SMS_PROVIDERS = ['simulator', 'termii'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
export const TERMII_CHANNELS = ['generic', 'dnd'] as const;
export type TermiiChannel = (typeof TERMII_CHANNELS)[number];

/**
 * SMS_PROVIDER=termii talks to Termii; the default, simulator, runs the same Termii adapter against
 * the Termii-shaped simulator mounted under /simulator/termii/ (its outbox under /simulator/sms/).
 */
export interface SmsConfig {
  provider: SmsProviderName;
  /** Termii's base URL (the account's, from its dashboard), without a trailing slash */
  baseUrl: string;
  apiKey: string;
  /** the key of the delivery reports' X-Termii-Signature HMAC */
  secretKey: string;
  /** a registered sender ID used for every message; unset sends the customer's sender name */
  senderId: string | undefined;
  /** generic (promotional, blocked for numbers on DND) or dnd (transactional) */
  channel: TermiiChannel;
  /** per HTTP call to Termii */
  timeoutMs: number;
}

/** Keys the built-in Termii simulator accepts; they are not secrets. */
export const TERMII_SIMULATOR_CREDENTIALS = {
  apiKey: 'termii-simulator-api-key',
  secretKey: 'termii-simulator-secret-key',
} as const;

export const simulatorSmsConfig = (publicUrl: string): SmsConfig => ({
  provider: 'simulator',
  baseUrl: `${publicUrl}/simulator/termii`,
  ...TERMII_SIMULATOR_CREDENTIALS,
  senderId: undefined,
  channel: 'generic',
  timeoutMs: 15_000,
});

export interface VtpassConfig {
  /** ends in /api, e.g. https://sandbox.vtpass.com/api; the built-in simulator's when unset */
  baseUrl: string;
  apiKey: string;
  publicKey: string;
  secretKey: string;
  /** mount the simulator under /simulator/vtpass/ (only when VTPASS_BASE_URL is unset) */
  simulator: boolean;
  /** per HTTP call to VTpass */
  timeoutMs: number;
  /** simulator only: seconds before a pending sandbox purchase resolves (to delivered) */
  simulatorPendingSeconds: number;
  /** simulator only: a repeat of service and number within this many seconds is refused (019) */
  simulatorDuplicateWindowSeconds: number;
}

export interface ClubkonnectConfig {
  /** build the adapter (and, when simulated, mount the simulator) */
  enabled: boolean;
  /** e.g. https://www.nellobytesystems.com; the simulator's under PUBLIC_URL when simulated */
  baseUrl: string;
  userId: string;
  apiKey: string;
  /** mount the simulator under /simulator/clubkonnect/ (only without credentials) */
  simulator: boolean;
  /** per HTTP call to ClubKonnect */
  timeoutMs: number;
  /** sent as CallBackURL with each purchase */
  callbackUrl: string;
}

/** Credentials the built-in ClubKonnect simulator accepts; they are not secrets. */
export const CLUBKONNECT_SIMULATOR_CREDENTIALS = {
  userId: 'CK000000000',
  apiKey: 'clubkonnect-simulator-api-key',
} as const;

const clubkonnectCallbackUrl = (publicUrl: string) => `${publicUrl}/api/v1/webhooks/clubkonnect/`;

export const simulatorClubkonnectConfig = (publicUrl: string): ClubkonnectConfig => ({
  enabled: true,
  baseUrl: `${publicUrl}/simulator/clubkonnect`,
  ...CLUBKONNECT_SIMULATOR_CREDENTIALS,
  simulator: true,
  timeoutMs: 15_000,
  callbackUrl: clubkonnectCallbackUrl(publicUrl),
});

/**
 * Real ClubKonnect when CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY are set; without them its
 * simulator when CLUBKONNECT_ENABLED=true, or when unset and VTpass is simulated; otherwise off.
 */
function loadClubkonnectConfig(
  env: Env,
  publicUrl: string,
  vtpassSimulated: boolean,
): ClubkonnectConfig {
  const timeoutMs = positiveInt(env.CLUBKONNECT_TIMEOUT_MS, 15_000, 'CLUBKONNECT_TIMEOUT_MS');
  const userId = env.CLUBKONNECT_USER_ID?.trim() || undefined;
  const apiKey = env.CLUBKONNECT_API_KEY?.trim() || undefined;
  const wanted = env.CLUBKONNECT_ENABLED || undefined;
  if (!userId !== !apiKey)
    throw new StartupRefusal('CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY must be set together');
  if (userId && apiKey)
    return {
      enabled: wanted !== 'false',
      baseUrl: (env.CLUBKONNECT_BASE_URL || 'https://www.nellobytesystems.com').replace(/\/+$/, ''),
      userId,
      apiKey,
      simulator: false,
      timeoutMs,
      callbackUrl: clubkonnectCallbackUrl(publicUrl),
    };
  const enabled = wanted === undefined ? vtpassSimulated : wanted === 'true';
  return { ...simulatorClubkonnectConfig(publicUrl), enabled, timeoutMs };
}

/**
 * The run mode once ClubKonnect is counted: its simulator in an otherwise live server, or a real
 * ClubKonnect beside simulators, would let anyone create money, so either is refused (the staging
 * override runs them as sandbox).
 */
export function withClubkonnect(
  mode: ModeConfig,
  clubkonnect: Pick<ClubkonnectConfig, 'enabled' | 'simulator'>,
  env: Env,
): ModeConfig {
  if (!clubkonnect.enabled) return mode;
  const staging = env[STAGING_OVERRIDE] === 'true';
  if (mode.mode === 'live' && clubkonnect.simulator) {
    if (staging) return { mode: 'sandbox', simulated: ['bills'] };
    throw new StartupRefusal(
      'Refusing to start: ClubKonnect is enabled without CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY, ' +
        'so its simulator would run beside real providers and let anyone create money. ' +
        `Set them, or CLUBKONNECT_ENABLED=false, or ${STAGING_OVERRIDE}=true for a staging server.`,
    );
  }
  if (mode.mode === 'sandbox' && !clubkonnect.simulator && !staging)
    throw new StartupRefusal(
      'Refusing to start: CLUBKONNECT_USER_ID and CLUBKONNECT_API_KEY make ClubKonnect real while ' +
        `other providers are simulated, which lets anyone create money. Unset them, or set ${STAGING_OVERRIDE}=true for a staging server.`,
    );
  return mode;
}

export interface JobsConfig {
  /** run the requery and webhook workers in this process */
  enabled: boolean;
  /** how often each worker looks for due work */
  pollMs: number;
  /** the first requery of a pending purchase waits this long; later ones back off to an hour */
  requeryFirstDelayMs: number;
  /** pending purchases this process requeries at once (REQUERY_CONCURRENCY, default 8) */
  requeryConcurrency: number;
  /**
   * A new order is left alone this long after its pay call's timeout before the reconciler may
   * requery it (the process that sent it records the answer meanwhile, unless it died)
   */
  payGraceMs: number;
}

export interface WebhooksConfig {
  /** deliver to private, loopback and link-local addresses (local testing only) */
  allowPrivate: boolean;
  timeoutMs: number;
  /** attempts before a delivery is given up */
  maxAttempts: number;
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
  /** how long a card checkout link can be paid; an unpaid checkout expires after it */
  checkoutMinutes: number;
}

export interface PaystackConfig {
  /** offer Paystack (checkouts, dedicated accounts, its webhook); false leaves it out */
  enabled: boolean;
  /** https://api.paystack.co; the built-in simulator's URL when no secret key is set */
  baseUrl: string;
  /** the bearer of every call and the key of the webhooks' x-paystack-signature HMAC */
  secretKey: string;
  /** the partner bank slug dedicated accounts are asked at */
  preferredBank: string;
  /** mount the simulator under /simulator/paystack/ (only without a secret key) */
  simulator: boolean;
  /** per HTTP call to Paystack */
  timeoutMs: number;
}

/** The secret key the built-in Paystack simulator accepts; not a secret. */
export const PAYSTACK_SIMULATOR_SECRET_KEY = 'sk_test_simulator0000000000000000000000';

export const simulatorPaystackConfig = (publicUrl: string): PaystackConfig => ({
  enabled: true,
  baseUrl: `${publicUrl}/simulator/paystack`,
  secretKey: PAYSTACK_SIMULATOR_SECRET_KEY,
  preferredBank: 'titan-paystack',
  simulator: true,
  timeoutMs: 15_000,
});

/**
 * Real Paystack when PAYSTACK_SECRET_KEY is set (PAYSTACK_ENABLED=false leaves it out); without it
 * the simulator when PAYSTACK_ENABLED=true, or when unset and Monnify is simulated; otherwise off,
 * so a live server without Paystack's key takes money through Monnify alone.
 */
function loadPaystackConfig(
  env: Env,
  publicUrl: string,
  monnifySimulated: boolean,
): PaystackConfig {
  const secretKey = env.PAYSTACK_SECRET_KEY || undefined;
  const timeoutMs = positiveInt(env.PAYSTACK_TIMEOUT_MS, 15_000, 'PAYSTACK_TIMEOUT_MS');
  const wanted = env.PAYSTACK_ENABLED || undefined;
  if (!secretKey) {
    const enabled = wanted === undefined ? monnifySimulated : wanted === 'true';
    return { ...simulatorPaystackConfig(publicUrl), enabled, timeoutMs };
  }
  return {
    enabled: wanted !== 'false',
    baseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, ''),
    secretKey,
    preferredBank: env.PAYSTACK_PREFERRED_BANK || 'wema-bank',
    simulator: false,
    timeoutMs,
  };
}

/** Monnify's card checkout link expires after 40 minutes. */
export const MONNIFY_CHECKOUT_MINUTES = 40;

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
  checkoutMinutes: MONNIFY_CHECKOUT_MINUTES,
});

/** Keys the built-in VTpass simulator accepts; they are not secrets. */
export const VTPASS_SIMULATOR_CREDENTIALS = {
  apiKey: 'vtpass-simulator-api-key',
  publicKey: 'PK_simulator',
  secretKey: 'SK_simulator',
} as const;

export const simulatorVtpassConfig = (publicUrl: string): VtpassConfig => ({
  baseUrl: `${publicUrl}/simulator/vtpass/api`,
  ...VTPASS_SIMULATOR_CREDENTIALS,
  simulator: true,
  timeoutMs: 15_000,
  simulatorPendingSeconds: 20,
  simulatorDuplicateWindowSeconds: 30,
});

/** Real VTpass when VTPASS_BASE_URL is set (with its keys); otherwise the simulator. */
function loadVtpassConfig(env: Env, publicUrl: string): VtpassConfig {
  const timeoutMs = positiveInt(env.VTPASS_TIMEOUT_MS, 15_000, 'VTPASS_TIMEOUT_MS');
  const baseUrl = env.VTPASS_BASE_URL?.replace(/\/+$/, '');
  if (!baseUrl)
    return {
      ...simulatorVtpassConfig(publicUrl),
      timeoutMs,
      simulatorPendingSeconds: positiveInt(
        env.VTPASS_SIMULATOR_PENDING_SECONDS,
        20,
        'VTPASS_SIMULATOR_PENDING_SECONDS',
      ),
      simulatorDuplicateWindowSeconds: nonNegativeInt(
        env.VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS,
        30,
        'VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS',
      ),
    };
  const apiKey = env.VTPASS_API_KEY || undefined;
  const publicKey = env.VTPASS_PUBLIC_KEY || undefined;
  const secretKey = env.VTPASS_SECRET_KEY || undefined;
  if (!apiKey || !publicKey || !secretKey)
    throw new StartupRefusal(
      'VTPASS_BASE_URL needs VTPASS_API_KEY, VTPASS_PUBLIC_KEY and VTPASS_SECRET_KEY',
    );
  return {
    baseUrl,
    apiKey,
    publicKey,
    secretKey,
    simulator: false,
    timeoutMs,
    simulatorPendingSeconds: 0,
    simulatorDuplicateWindowSeconds: 0,
  };
}

/** Real Monnify when MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE are set. */
function loadMonnifyConfig(env: Env, publicUrl: string): MonnifyConfig {
  const apiKey = env.MONNIFY_API_KEY || undefined;
  const secretKey = env.MONNIFY_SECRET_KEY || undefined;
  const contractCode = env.MONNIFY_CONTRACT_CODE || undefined;
  const timeoutMs = positiveInt(env.MONNIFY_TIMEOUT_MS, 15_000, 'MONNIFY_TIMEOUT_MS');
  const checkoutMinutes = positiveInt(
    env.MONNIFY_CHECKOUT_MINUTES,
    MONNIFY_CHECKOUT_MINUTES,
    'MONNIFY_CHECKOUT_MINUTES',
  );
  if (!apiKey && !secretKey && !contractCode)
    return { ...simulatorMonnifyConfig(publicUrl), timeoutMs, checkoutMinutes };
  if (!apiKey || !secretKey || !contractCode)
    throw new StartupRefusal(
      'MONNIFY_API_KEY, MONNIFY_SECRET_KEY and MONNIFY_CONTRACT_CODE must be set together',
    );
  return {
    baseUrl: (env.MONNIFY_BASE_URL || 'https://sandbox.monnify.com').replace(/\/+$/, ''),
    apiKey,
    secretKey,
    contractCode,
    simulator: false,
    timeoutMs,
    checkoutMinutes,
  };
}

type Env = Record<string, string | undefined>;

function loadSmsConfig(env: Env, publicUrl: string): SmsConfig {
  const provider = env.SMS_PROVIDER || 'simulator';
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider))
    throw new StartupRefusal(
      `SMS_PROVIDER=${provider} is not supported; the known providers are: ${SMS_PROVIDERS.join(', ')}`,
    );
  const channel = env.TERMII_CHANNEL || 'generic';
  if (!(TERMII_CHANNELS as readonly string[]).includes(channel))
    throw new StartupRefusal(`TERMII_CHANNEL must be one of: ${TERMII_CHANNELS.join(', ')}`);
  const senderId = env.TERMII_SENDER_ID?.trim() || undefined;
  if (senderId && (senderId.length < 3 || senderId.length > 11))
    throw new StartupRefusal('TERMII_SENDER_ID must be 3 to 11 characters');
  const common = {
    senderId,
    channel: channel as TermiiChannel,
    timeoutMs: positiveInt(env.TERMII_TIMEOUT_MS, 15_000, 'TERMII_TIMEOUT_MS'),
  };
  if (provider === 'simulator') return { ...simulatorSmsConfig(publicUrl), ...common };
  const required = ['TERMII_BASE_URL', 'TERMII_API_KEY', 'TERMII_SECRET_KEY'] as const;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length)
    throw new StartupRefusal(`SMS_PROVIDER=termii needs ${missing.join(', ')} to be set`);
  return {
    provider: 'termii',
    baseUrl: (env.TERMII_BASE_URL ?? '').trim().replace(/\/+$/, ''),
    apiKey: (env.TERMII_API_KEY ?? '').trim(),
    secretKey: (env.TERMII_SECRET_KEY ?? '').trim(),
    ...common,
  };
}

/**
 * A reseller format's order waits this long for a final outcome: most deliveries settle within
 * seconds, and resellers' HTTP clients commonly give up at 30 s.
 */
export const DEFAULT_RESELLER_FINAL_WAIT_SECONDS = 25;

/** Charged requests one user may have in progress in one process (CHARGED_REQUESTS_PER_USER). */
export const DEFAULT_CHARGED_REQUESTS_PER_USER = 10;

/** 0.5%: the shipped catalogue charges at least the provider's cost plus this at every tier. */
export const DEFAULT_MIN_PRICE_MARGIN_BP = 50;

/** MIN_PRICE_MARGIN_PERCENT: a percentage from 0 to 50 with at most two decimals, in basis points. */
function marginBasisPoints(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_MIN_PRICE_MARGIN_BP;
  const percent = Number(value);
  const bp = Math.round(percent * 100);
  if (!/^\d+(\.\d{1,2})?$/.test(value.trim()) || bp > 5_000)
    throw new StartupRefusal(
      'MIN_PRICE_MARGIN_PERCENT must be a percentage from 0 to 50 with at most two decimals',
    );
  return bp;
}

/** The operator token's file in the data folder, used when OPS_TOKEN is unset (the CLI reads it too). */
export const OPS_TOKEN_FILE = 'ops-token';

function readOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === '0') return 0;
  return positiveInt(value, fallback, name);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new StartupRefusal(`${name} must be a positive integer`);
  return parsed;
}

/** EPIN_BATCH_LIMIT: 1 to EPIN_BATCH_MAX cards a batch. */
function epinBatchLimit(value: string | undefined): number {
  const limit = positiveInt(value, EPIN_BATCH_DEFAULT_LIMIT, 'EPIN_BATCH_LIMIT');
  if (limit > EPIN_BATCH_MAX)
    throw new StartupRefusal(`EPIN_BATCH_LIMIT must be at most ${EPIN_BATCH_MAX}`);
  return limit;
}

export function loadConfig(env: Env = process.env): AppConfig {
  // Every variable's type is in env-schema.ts; a bad value stops the start, naming the variable.
  validateEnvironment(env);
  const port = positiveInt(env.PORT, 8080, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const webRoot = path.resolve(env.WEB_ROOT ?? 'dist');
  const vtpass = loadVtpassConfig(env, publicUrl);
  const monnify = loadMonnifyConfig(env, publicUrl);
  const config: Omit<AppConfig, ModeDependent> = {
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
    manualTransfer: loadManualTransfer(env),
    webRoot: existsSync(webRoot) ? webRoot : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    authRateLimit: {
      points: positiveInt(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
      durationSeconds: positiveInt(env.AUTH_RATE_WINDOW_SECONDS, 60, 'AUTH_RATE_WINDOW_SECONDS'),
    },
    chargedRequestsPerUser: positiveInt(
      env.CHARGED_REQUESTS_PER_USER,
      DEFAULT_CHARGED_REQUESTS_PER_USER,
      'CHARGED_REQUESTS_PER_USER',
    ),
    minPriceMarginBp: marginBasisPoints(env.MIN_PRICE_MARGIN_PERCENT),
    resellerFinalWaitMs:
      nonNegativeInt(
        env.RESELLER_FINAL_WAIT_SECONDS,
        DEFAULT_RESELLER_FINAL_WAIT_SECONDS,
        'RESELLER_FINAL_WAIT_SECONDS',
      ) * 1000,
    apiKeyRateLimit: {
      points: positiveInt(env.API_KEY_RATE_LIMIT, 120, 'API_KEY_RATE_LIMIT'),
      durationSeconds: positiveInt(
        env.API_KEY_RATE_WINDOW_SECONDS,
        60,
        'API_KEY_RATE_WINDOW_SECONDS',
      ),
    },
    authThrottle: {
      ...DEFAULT_AUTH_THROTTLE,
      pairFailures: positiveInt(
        env.AUTH_PAIR_FAILURE_LIMIT,
        DEFAULT_AUTH_THROTTLE.pairFailures,
        'AUTH_PAIR_FAILURE_LIMIT',
      ),
      accountCap: positiveInt(
        env.AUTH_ACCOUNT_FAILURE_CAP,
        DEFAULT_AUTH_THROTTLE.accountCap,
        'AUTH_ACCOUNT_FAILURE_CAP',
      ),
      resetPerEmailAndIp: positiveInt(
        env.AUTH_RESET_PER_EMAIL_AND_IP,
        DEFAULT_AUTH_THROTTLE.resetPerEmailAndIp,
        'AUTH_RESET_PER_EMAIL_AND_IP',
      ),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    monnify,
    paystack: loadPaystackConfig(env, publicUrl, monnify.simulator),
    vtpass,
    clubkonnect: loadClubkonnectConfig(env, publicUrl, vtpass.simulator),
    jobs: {
      enabled: env.JOBS !== 'off',
      pollMs: positiveInt(env.JOBS_POLL_MS, 2_000, 'JOBS_POLL_MS'),
      requeryFirstDelayMs: positiveInt(
        env.REQUERY_FIRST_DELAY_MS,
        10_000,
        'REQUERY_FIRST_DELAY_MS',
      ),
      requeryConcurrency: positiveInt(env.REQUERY_CONCURRENCY, 8, 'REQUERY_CONCURRENCY'),
      payGraceMs: positiveInt(env.PAY_GRACE_MS, 30_000, 'PAY_GRACE_MS'),
    },
    webhooks: {
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true',
      timeoutMs: positiveInt(env.WEBHOOK_TIMEOUT_MS, 10_000, 'WEBHOOK_TIMEOUT_MS'),
      maxAttempts: positiveInt(env.WEBHOOK_MAX_ATTEMPTS, 8, 'WEBHOOK_MAX_ATTEMPTS'),
    },
    opsToken: env.OPS_TOKEN || readOrCreateSecret(dataDir, OPS_TOKEN_FILE),
    sms: loadSmsConfig(env, publicUrl),
    console: loadConsoleConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    epinBatchLimit: epinBatchLimit(env.EPIN_BATCH_LIMIT),
  };
  const mode = withClubkonnect(
    decideMode(simulatedProviders(config), env),
    config.clubkonnect,
    env,
  );
  return {
    ...config,
    mode,
    twoFactorKey: loadTwoFactorKey(env, mode.mode, dataDir),
    epinKey: loadSealingKey(env, mode.mode, dataDir, EPIN_KEY),
    identityKey: loadSealingKey(env, mode.mode, dataDir, IDENTITY_KEY),
  };
}

/** The money-relevant providers answered by a built-in simulator. */
export function simulatedProviders(
  config: Pick<AppConfig, 'vtpass' | 'monnify' | 'paystack' | 'sms'>,
): SimulatedProvider[] {
  const simulated: SimulatedProvider[] = [];
  if (config.vtpass.simulator) simulated.push('bills');
  // Either payments provider simulated lets anyone fund a wallet (Paystack only when offered).
  if (config.monnify.simulator || (config.paystack.enabled && config.paystack.simulator))
    simulated.push('payments');
  if (config.sms.provider === 'simulator') simulated.push('sms');
  return simulated;
}

/** Every provider built, and whether its simulator answers (the health check lists them). */
export function configuredProviders(
  config: Pick<AppConfig, 'vtpass' | 'clubkonnect' | 'monnify' | 'paystack' | 'sms'>,
): ConfiguredProvider[] {
  return [
    { name: 'vtpass', kind: 'bills', simulated: config.vtpass.simulator },
    ...(config.clubkonnect.enabled
      ? [{ name: 'clubkonnect', kind: 'bills', simulated: config.clubkonnect.simulator } as const]
      : []),
    { name: 'monnify', kind: 'payments', simulated: config.monnify.simulator },
    ...(config.paystack.enabled
      ? [{ name: 'paystack', kind: 'payments', simulated: config.paystack.simulator } as const]
      : []),
    { name: 'termii', kind: 'sms', simulated: config.sms.provider === 'simulator' },
  ];
}

const TEST_TWO_FACTOR_KEY = envelopeKeyFrom(Buffer.alloc(32, 7).toString('base64'));
const TEST_EPIN_KEY = envelopeKeyFrom(Buffer.alloc(32, 9).toString('base64'));
const TEST_IDENTITY_KEY = envelopeKeyFrom(Buffer.alloc(32, 11).toString('base64'));

/**
 * A config for tests: in-memory database, no files written, no SPA. Its mode follows the providers
 * (a test may mix real and simulated ones; start-up refusal is tested through loadConfig).
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const publicUrl = overrides.publicUrl ?? 'http://localhost:8080';
  const config: Omit<AppConfig, 'mode'> = {
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
    manualTransfer: null,
    webRoot: undefined,
    trustProxy: false,
    authRateLimit: { points: 1000, durationSeconds: 60 },
    // Race tests fire hundreds of one user's requests at once; the cap is tested on its own.
    chargedRequestsPerUser: 1000,
    minPriceMarginBp: DEFAULT_MIN_PRICE_MARGIN_BP,
    apiKeyRateLimit: { points: 1000, durationSeconds: 60 },
    resellerFinalWaitMs: 3_000,
    authThrottle: {
      ...DEFAULT_AUTH_THROTTLE,
      pairFailures: 1000,
      accountSlowAfter: 1000,
      accountCap: 10_000,
      resetPerEmailAndIp: 1000,
    },
    logLevel: 'silent',
    monnify: simulatorMonnifyConfig(publicUrl),
    paystack: { ...simulatorPaystackConfig(publicUrl), timeoutMs: 2_000 },
    // Tests buy for the sandbox's one success number many times; our own 30 s rule is tested.
    vtpass: {
      ...simulatorVtpassConfig(publicUrl),
      timeoutMs: 2_000,
      simulatorDuplicateWindowSeconds: 0,
    },
    clubkonnect: { ...simulatorClubkonnectConfig(publicUrl), timeoutMs: 2_000 },
    // Tests run the workers' passes themselves.
    jobs: {
      enabled: false,
      pollMs: 50,
      requeryFirstDelayMs: 0,
      requeryConcurrency: 8,
      payGraceMs: 30_000,
    },
    webhooks: { allowPrivate: false, timeoutMs: 2_000, maxAttempts: 8 },
    opsToken: 'test-ops-token-test-ops-token',
    sms: simulatorSmsConfig(publicUrl),
    console: DEFAULT_CONSOLE_CONFIG,
    metricsToken: undefined,
    // a fixed key: tests need no set-up (a test of rotation passes its own)
    twoFactorKey: TEST_TWO_FACTOR_KEY,
    epinKey: TEST_EPIN_KEY,
    identityKey: TEST_IDENTITY_KEY,
    epinBatchLimit: EPIN_BATCH_DEFAULT_LIMIT,
    ...overrides,
  };
  // As loadConfig does with CLUBKONNECT_ENABLED unset: the simulator only beside a simulated VTpass.
  if (!overrides.clubkonnect && !config.vtpass.simulator)
    config.clubkonnect = { ...config.clubkonnect, enabled: false };
  // As loadConfig does with PAYSTACK_ENABLED unset: the simulator only beside a simulated Monnify.
  if (!overrides.paystack && !config.monnify.simulator)
    config.paystack = { ...config.paystack, enabled: false };
  const simulated = simulatedProviders(config);
  return {
    mode: { mode: simulated.length ? 'sandbox' : 'live', simulated },
    ...config,
  };
}
