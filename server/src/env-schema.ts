import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { StartupRefusal } from './run-mode';

/*
 * Every environment variable the server and its scripts read, in one list: its type (a TypeBox
 * schema of the string value), default, description, whether it is a secret, and its group. The
 * server validates the environment against it at start; `npm run config:write` generates the
 * configuration page's table (docs/operators/configuration.md) and `.env.example` from it, and `npm run config:check` fails when
 * either is out of date. A test fails when server code reads a variable that is not listed here.
 */

export const ENV_GROUPS = [
  'Server',
  'Database',
  'Secrets and operators',
  'Payments (Monnify)',
  'Payments (Paystack)',
  'Bills (VTpass)',
  'Bills (ClubKonnect)',
  'SMS (Termii)',
  'Background jobs and webhooks',
  'Limits',
  'Console',
  'Site',
  'Metrics and backups',
  'Development',
] as const;
export type EnvGroup = (typeof ENV_GROUPS)[number];

export interface EnvVariable {
  name: string;
  /** the accepted values, for people: "integer >= 1", "true or false", "URL" */
  type: string;
  /** the string value's schema; an empty value counts as unset and is not checked */
  schema: TSchema;
  /** the value used when unset, literally (written into `.env.example`) */
  default?: string;
  /** what happens when unset, when that is not a literal value ("generated into ...") */
  unsetMeans?: string;
  /** Markdown, one line */
  description: string;
  /** never printed, and left empty in `.env.example` */
  secret: boolean;
  group: EnvGroup;
  /** the refusal when the value does not fit (it never repeats a secret's value) */
  invalid: (name: string, value: string) => string;
}

type Kind = Pick<EnvVariable, 'type' | 'schema' | 'invalid'>;

const positiveInteger: Kind = {
  type: 'integer >= 1',
  schema: Type.String({ pattern: '^[1-9][0-9]*$' }),
  invalid: (name) => `${name} must be a positive integer`,
};
const nonNegativeInteger: Kind = {
  type: 'integer >= 0',
  schema: Type.String({ pattern: '^(0|[1-9][0-9]*)$' }),
  invalid: (name) => `${name} must be 0 or a positive integer`,
};
const text: Kind = { type: 'text', schema: Type.String(), invalid: (name) => `${name} is invalid` };
const httpUrl: Kind = {
  type: 'URL',
  schema: Type.String({ pattern: '^https?://[^\\s]+$' }),
  invalid: (name) => `${name} must be an http:// or https:// URL`,
};
const oneOf = (values: readonly string[], invalid?: EnvVariable['invalid']): Kind => ({
  type: values.length === 2 ? values.join(' or ') : values.join(', '),
  schema: Type.Union(values.map((value) => Type.Literal(value))),
  invalid: invalid ?? ((name) => `${name} must be one of: ${values.join(', ')}`),
});
const trueOrFalse = oneOf(['true', 'false']);
const encryptionKey: Kind = {
  type: '32 bytes in base64',
  schema: Type.String({ pattern: '^[A-Za-z0-9+/_-]{43}=?$' }),
  invalid: (name) => `${name} must be 32 bytes in base64 (44 characters)`,
};

type Entry = Omit<EnvVariable, 'secret' | 'group' | keyof Kind> &
  Partial<Kind> & {
    secret?: boolean;
  };

function group(name: EnvGroup, entries: Entry[]): EnvVariable[] {
  return entries.map((entry) => ({ ...text, secret: false, group: name, ...entry }));
}

export const ENV_VARIABLES: readonly EnvVariable[] = [
  ...group('Server', [
    { name: 'PORT', ...positiveInteger, default: '8080', description: 'HTTP port' },
    { name: 'HOST', default: '0.0.0.0', description: 'interface to listen on' },
    {
      name: 'PUBLIC_URL',
      ...httpUrl,
      unsetMeans: '`http://localhost:$PORT`',
      description:
        'address used in e-mailed links and the API docs; `https://` also turns on HSTS and Secure cookies',
    },
    {
      // the value's rules (and the refusal of a blanket `true`) live in lib/trust-proxy.ts
      name: 'TRUST_PROXY',
      type: 'hop count, or addresses/CIDR ranges comma-separated',
      default: 'false',
      description:
        'behind a reverse proxy: how many proxies there are (`1`) or their addresses or CIDR ranges, so throttles, lock-outs and allow-lists see client addresses; `true` is refused (see Proxies)',
    },
    {
      name: 'LOG_LEVEL',
      ...oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
      default: 'info',
      description: 'pino level',
    },
    {
      name: 'NODE_ENV',
      ...oneOf(['production', 'development', 'test']),
      description: '`production` refuses to start on any simulator (see Going live)',
    },
    {
      name: 'STAGING_ALLOW_SIMULATORS',
      ...trueOrFalse,
      description:
        '`true` lets a staging server mix real and simulated providers (sandbox mode, with its banner)',
    },
    {
      name: 'WEB_ROOT',
      unsetMeans: '`dist` when built',
      description: 'the built SPA the server serves; without one it serves the API only',
    },
  ]),
  ...group('Database', [
    {
      name: 'DATABASE_URL',
      type: 'postgres:// URL',
      schema: Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' }),
      invalid: (name) => `${name} must be a postgres:// or postgresql:// connection string`,
      secret: true,
      description: 'PostgreSQL connection string; unset uses PGlite in `DATA_DIR`',
    },
    {
      name: 'DATABASE_POOL_SIZE',
      ...positiveInteger,
      default: '20',
      description: 'connections per process with `DATABASE_URL`',
    },
    {
      name: 'DATA_DIR',
      default: '.data',
      description: 'PGlite data, the generated JWT secret and operator token, and the mail outbox',
    },
  ]),
  ...group('Secrets and operators', [
    {
      name: 'JWT_SECRET',
      secret: true,
      unsetMeans: 'generated into `DATA_DIR/jwt-secret`',
      description: 'signs access tokens (set the same value on every instance)',
    },
    {
      name: 'OPS_TOKEN',
      secret: true,
      unsetMeans: 'generated into `DATA_DIR/ops-token`',
      description:
        'operator token of `npm run ops` (the console routes the ops command may use) and `npm run backup` (`/api/v1/ops/backup`) (set the same value on every instance)',
    },
    {
      name: 'TWO_FACTOR_ENCRYPTION_KEY',
      ...encryptionKey,
      secret: true,
      unsetMeans:
        'live mode refuses to start; a sandbox generates one into `DATA_DIR/two-factor-key`',
      description:
        'encrypts staff two-factor secrets at rest (AES-256-GCM; `openssl rand -base64 32`); the same value on every instance, kept apart from database backups; change it only with `npm run two-factor:rotate-key`',
    },
    {
      name: 'EPIN_ENCRYPTION_KEY',
      ...encryptionKey,
      secret: true,
      unsetMeans: 'live mode refuses to start; a sandbox generates one into `DATA_DIR/epin-key`',
      description:
        'encrypts the e-PINs customers buy (printable recharge and data cards, which are cash) at rest (AES-256-GCM; `openssl rand -base64 32`); the same value on every instance, kept apart from database backups',
    },
    {
      name: 'IDENTITY_ENCRYPTION_KEY',
      ...encryptionKey,
      secret: true,
      unsetMeans:
        'live mode refuses to start; a sandbox generates one into `DATA_DIR/identity-key`',
      description:
        "encrypts customers' ID documents (identity tier 3) at rest and keys the hashes kept of their NIN and BVN (AES-256-GCM and HMAC-SHA256; `openssl rand -base64 32`); the same value on every instance, kept apart from database backups; changing it unverifies no one but lets a verified number be used on a second account",
    },
    {
      name: 'TWO_FACTOR_ENCRYPTION_KEY_PREVIOUS',
      ...encryptionKey,
      secret: true,
      unsetMeans: 'the key in `DATA_DIR/two-factor-key`',
      description:
        'read by `npm run two-factor:rotate-key` only: the key the stored secrets are encrypted with now (they are re-encrypted with `TWO_FACTOR_ENCRYPTION_KEY`)',
    },
  ]),
  ...group('Payments (Monnify)', [
    {
      name: 'MONNIFY_API_KEY',
      description:
        'real Monnify credentials, all three or none; while unset, payments go to the built-in simulator at `/simulator/monnify/` and **anyone can fund a wallet**',
    },
    { name: 'MONNIFY_SECRET_KEY', secret: true, description: 'also the key of webhook signatures' },
    { name: 'MONNIFY_CONTRACT_CODE', description: 'the Monnify contract code' },
    {
      name: 'MONNIFY_BASE_URL',
      ...httpUrl,
      unsetMeans: 'the simulator, or `https://sandbox.monnify.com` with credentials',
      description: 'Monnify API host (`https://api.monnify.com` for live)',
    },
    {
      name: 'MONNIFY_TIMEOUT_MS',
      ...positiveInteger,
      default: '15000',
      description: 'per Monnify call',
    },
    {
      name: 'MONNIFY_CHECKOUT_MINUTES',
      ...positiveInteger,
      default: '40',
      description:
        "Monnify's card checkout window: an unpaid checkout shows Expired after it (a payment confirmed later is still credited)",
    },
    {
      name: 'MANUAL_TRANSFER_BANK',
      description:
        'with the two below: an account of yours for payments made by hand, shown on Fund wallet and in the FAQ; all three or none',
    },
    { name: 'MANUAL_TRANSFER_ACCOUNT_NUMBER', description: 'its 10-digit account number' },
    { name: 'MANUAL_TRANSFER_ACCOUNT_NAME', description: 'its account name' },
  ]),
  ...group('Payments (Paystack)', [
    {
      name: 'PAYSTACK_ENABLED',
      ...trueOrFalse,
      unsetMeans: 'on when its secret key is set, or with the simulator when Monnify is simulated',
      description:
        'Paystack as a second payments provider beside Monnify; `true` without a secret key runs its simulator (refused in live mode), `false` leaves it out',
    },
    {
      name: 'PAYSTACK_SECRET_KEY',
      secret: true,
      unsetMeans:
        'the built-in simulator at `/simulator/paystack/` beside a simulated Monnify; in live mode Paystack is left out and money comes in through Monnify alone',
      description:
        "Paystack's secret key (`sk_live_…`), also the key of its webhooks' x-paystack-signature",
    },
    {
      name: 'PAYSTACK_BASE_URL',
      ...httpUrl,
      unsetMeans: 'the simulator, or `https://api.paystack.co` with a secret key',
      description: 'Paystack API host',
    },
    {
      name: 'PAYSTACK_PREFERRED_BANK',
      default: 'wema-bank',
      description:
        "the partner bank slug of customers' Paystack dedicated accounts (`wema-bank` or `titan-paystack`; `test-bank` with a test key)",
    },
    {
      name: 'PAYSTACK_TIMEOUT_MS',
      ...positiveInteger,
      default: '15000',
      description: 'per Paystack call',
    },
  ]),
  ...group('Bills (VTpass)', [
    {
      name: 'VTPASS_BASE_URL',
      ...httpUrl,
      unsetMeans: 'the built-in simulator',
      description:
        'VTpass API base ending in `/api`, e.g. `https://sandbox.vtpass.com/api` or `https://vtpass.com/api`; needs the three keys below',
    },
    { name: 'VTPASS_API_KEY', secret: true, description: 'sent on every call' },
    { name: 'VTPASS_PUBLIC_KEY', description: 'sent on GET calls' },
    { name: 'VTPASS_SECRET_KEY', secret: true, description: 'sent on POST calls' },
    {
      name: 'VTPASS_TIMEOUT_MS',
      ...positiveInteger,
      default: '15000',
      description:
        'per VTpass call; a purchase without an answer in time stays pending and is requeried',
    },
    {
      name: 'VTPASS_SIMULATOR_PENDING_SECONDS',
      ...positiveInteger,
      default: '20',
      description: 'simulator only: when a pending sandbox purchase delivers',
    },
    {
      name: 'VTPASS_SIMULATOR_DUPLICATE_WINDOW_SECONDS',
      ...nonNegativeInteger,
      default: '30',
      description: 'simulator only: its 019 duplicate window (0 turns it off)',
    },
  ]),
  ...group('Bills (ClubKonnect)', [
    {
      name: 'CLUBKONNECT_ENABLED',
      ...trueOrFalse,
      unsetMeans: 'on when its credentials are set, or with the simulator when VTpass is simulated',
      description:
        'ClubKonnect (Nellobyte Systems) as a second bills provider; `true` without credentials runs its simulator (refused in live mode), `false` leaves it out',
    },
    {
      name: 'CLUBKONNECT_USER_ID',
      description:
        'your ClubKonnect UserID (e.g. `CK100000000`); with the key below, real ClubKonnect',
    },
    {
      name: 'CLUBKONNECT_API_KEY',
      secret: true,
      description:
        'sent with the UserID on every call; the server IP must be whitelisted on ClubKonnect',
    },
    {
      name: 'CLUBKONNECT_BASE_URL',
      ...httpUrl,
      default: 'https://www.nellobytesystems.com',
      description:
        "ClubKonnect's API host (used with the credentials above; without them the simulator's)",
    },
    {
      name: 'CLUBKONNECT_TIMEOUT_MS',
      ...positiveInteger,
      default: '15000',
      description:
        'per ClubKonnect call; a purchase without an answer in time stays pending and is queried again',
    },
  ]),
  ...group('SMS (Termii)', [
    {
      name: 'SMS_PROVIDER',
      ...oneOf(
        ['simulator', 'termii'],
        (_name, value) =>
          `SMS_PROVIDER=${value} is not supported; the known providers are: simulator, termii`,
      ),
      default: 'simulator',
      description:
        '`termii` sends bulk SMS through Termii; `simulator` through the Termii-shaped simulator (sandbox)',
    },
    {
      name: 'TERMII_BASE_URL',
      ...httpUrl,
      description: "required with `SMS_PROVIDER=termii`: the account's base URL",
    },
    { name: 'TERMII_API_KEY', secret: true, description: 'required with `SMS_PROVIDER=termii`' },
    {
      name: 'TERMII_SECRET_KEY',
      secret: true,
      description: 'required with `SMS_PROVIDER=termii`: signs delivery reports',
    },
    {
      name: 'TERMII_SENDER_ID',
      unsetMeans: "the customer's sender name",
      description: 'a registered sender ID (3-11 characters) used as `from` for every message',
    },
    {
      name: 'TERMII_CHANNEL',
      ...oneOf(['generic', 'dnd']),
      default: 'generic',
      description:
        '`generic` (promotional, blocked on DND numbers) or `dnd` (transactional, activated on the account)',
    },
    {
      name: 'TERMII_TIMEOUT_MS',
      ...positiveInteger,
      default: '15000',
      description: 'per Termii call, after which the answer is unknown',
    },
  ]),
  ...group('Background jobs and webhooks', [
    {
      name: 'JOBS',
      ...oneOf(['on', 'off']),
      default: 'on',
      description:
        '`off` stops this process from running the requery and webhook workers (run them on at least one)',
    },
    {
      name: 'JOBS_POLL_MS',
      ...positiveInteger,
      default: '2000',
      description: 'how often the workers look for due work',
    },
    {
      name: 'REQUERY_FIRST_DELAY_MS',
      ...positiveInteger,
      default: '10000',
      description: 'the first requery delay of a pending purchase (then doubling to an hour)',
    },
    {
      name: 'PAY_GRACE_MS',
      ...positiveInteger,
      default: '30000',
      description:
        "how long after its pay call's timeout a new purchase without an answer waits before it is first requeried",
    },
    {
      name: 'REQUERY_CONCURRENCY',
      ...positiveInteger,
      default: '8',
      description:
        'pending purchases one process requeries at once; it claims one only when a slot is free',
    },
    {
      name: 'EPIN_BATCH_LIMIT',
      ...positiveInteger,
      default: '500',
      description:
        'the most printable cards (e-PINs) one batch may hold, 1 to 500; a batch over what the seller issues in one order (ClubKonnect: 100) is bought in several orders',
    },
    {
      name: 'WEBHOOKS_ALLOW_PRIVATE',
      ...trueOrFalse,
      default: 'false',
      description:
        '`true` lets webhook URLs point at private or loopback addresses (local testing only)',
    },
    {
      name: 'WEBHOOK_TIMEOUT_MS',
      ...positiveInteger,
      default: '10000',
      description: 'per webhook attempt',
    },
    {
      name: 'WEBHOOK_MAX_ATTEMPTS',
      ...positiveInteger,
      default: '8',
      description: 'attempts before a delivery is marked failed',
    },
  ]),
  ...group('Limits', [
    {
      name: 'AUTH_RATE_LIMIT',
      ...positiveInteger,
      default: '10',
      description:
        'per IP and window: failed logins, registrations and password-reset requests (each counted apart)',
    },
    {
      name: 'AUTH_RATE_WINDOW_SECONDS',
      ...positiveInteger,
      default: '60',
      description: 'the window of `AUTH_RATE_LIMIT`',
    },
    {
      name: 'AUTH_PAIR_FAILURE_LIMIT',
      ...positiveInteger,
      default: '5',
      description:
        'failed logins on one e-mail from one IP (15 min) before that pair is refused; a success clears it',
    },
    {
      name: 'AUTH_ACCOUNT_FAILURE_CAP',
      ...positiveInteger,
      default: '100',
      description:
        'failed logins on one e-mail from all IPs (1 h); past 10 each attempt waits 0.25-4 s, past the cap only IPs that already failed on it are refused',
    },
    {
      name: 'AUTH_RESET_PER_EMAIL_AND_IP',
      ...positiveInteger,
      default: '3',
      description:
        'password-reset requests for one e-mail from one IP (1 h); never limited per e-mail alone',
    },
    {
      name: 'CHARGED_REQUESTS_PER_USER',
      ...positiveInteger,
      default: '10',
      description:
        'purchases, SMS, upgrades and bonus transfers one user may have in progress per process; beyond it 429 with `Retry-After`',
    },
    {
      name: 'API_KEY_RATE_LIMIT',
      ...positiveInteger,
      default: '120',
      description:
        'requests one API key may make per window (all processes together); beyond it 429 with `Retry-After`',
    },
    {
      name: 'API_KEY_RATE_WINDOW_SECONDS',
      ...positiveInteger,
      default: '60',
      description: 'the window of `API_KEY_RATE_LIMIT`',
    },
    {
      name: 'RESELLER_FINAL_WAIT_SECONDS',
      ...nonNegativeInteger,
      default: '25',
      description:
        'how long an order in a reseller format (MSORG, ADEX) waits for its final outcome before answering processing; the outcome then goes to the webhook',
    },
  ]),
  ...group('Console', [
    {
      name: 'CONSOLE_TOKEN_TTL',
      type: 'duration (45m, 12h, 1d)',
      schema: Type.String({ pattern: '^\\s*[0-9]{1,7}[smhd]?\\s*$' }),
      invalid: (name) => `${name} must be a duration such as 45m, 12h or 1d`,
      default: '12h',
      description: "lifetime of a staff member's token; customers' tokens last 7 days",
    },
    {
      name: 'MIN_PRICE_MARGIN_PERCENT',
      type: 'percent 0-50, two decimals',
      schema: Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$' }),
      invalid: (name) => `${name} must be a percentage from 0 to 50 with at most two decimals`,
      default: '0.5',
      description:
        "percent over the provider's cost the seeded catalogue charges at least at every tier: lower seeded plan prices are raised to it, deeper discounts cut; rows already in the database are never changed",
    },
    {
      name: 'SUPPORT_CREDIT_LIMIT',
      ...nonNegativeInteger,
      invalid: (name) => `${name} must be a whole number of naira`,
      default: '50000',
      description:
        "naira: the most support staff may move in one credit or debit of a customer's money (a manual adjustment, an airtime-to-cash payout, a refund settled by hand, a level given without its price); owners have no per-action limit",
    },
    {
      name: 'SUPPORT_DAILY_CREDIT_LIMIT',
      ...nonNegativeInteger,
      invalid: (name) => `${name} must be a whole number of naira`,
      default: '200000',
      description:
        'naira: the most one support member may credit to customers in any 24 hours, every kind of staff money movement counted together; beyond it they are refused',
    },
    {
      name: 'SUPPORT_DAILY_DEBIT_LIMIT',
      ...nonNegativeInteger,
      invalid: (name) => `${name} must be a whole number of naira`,
      default: '200000',
      description:
        "naira: the most one support member may debit from customers' wallets in any 24 hours; beyond it they are refused",
    },
    {
      name: 'OWNER_DAILY_LIMIT',
      ...nonNegativeInteger,
      invalid: (name) => `${name} must be a whole number of naira`,
      default: '2000000',
      description:
        "naira: what one owner may credit (and, separately, debit) in any 24 hours on their own word; beyond it each movement waits for another owner's approval",
    },
    {
      name: 'PROVIDER_LOW_BALANCE',
      ...nonNegativeInteger,
      invalid: (name) => `${name} must be a whole number of naira`,
      default: '50000',
      description:
        'naira: below this VTpass balance (as last recorded by the balance job) every console screen warns that the float is low',
    },
    {
      name: 'CREDIT_APPROVAL_THRESHOLD',
      ...nonNegativeInteger,
      invalid: (name) => `${name} must be a whole number of naira`,
      default: '500000',
      description:
        "naira: a staff credit (or debit) that takes what staff moved into (or out of) one customer's wallet in 24 hours above this, by anyone, waits for another owner's approval (202)",
    },
    {
      name: 'OWNER_TWO_FACTOR',
      ...oneOf(['required', 'optional'], (name) => `${name} must be required or optional`),
      unsetMeans: '`required` with `NODE_ENV=production`, else `optional`',
      description:
        '`required`: owners must turn two-factor sign-in on before using the console; `optional` leaves it to them (e.g. a staging server)',
    },
    {
      name: 'CONSOLE_OWNER_EMAIL',
      description: 'an existing user made console owner at start while the console has no owner',
    },
  ]),
  ...group('Site', [
    {
      name: 'BRAND_NAME',
      default: 'NairaTop',
      description: 'product name in titles, mails and docs',
    },
    { name: 'SUPPORT_EMAIL', default: 'support@nairatop.ng', description: 'shown on the site' },
    {
      name: 'SUPPORT_PHONE',
      default: '08031234567',
      description: 'shown on the site and used by the WhatsApp button',
    },
    {
      name: 'API_DOCS_URL',
      default: '/api/docs',
      description: 'where the "API Documentation" links point',
    },
    {
      name: 'SMTP_URL',
      type: 'smtp:// or smtps:// URL',
      schema: Type.String({ pattern: '^smtps?://[^\\s]+$' }),
      invalid: (name) => `${name} must be an smtp:// or smtps:// URL`,
      secret: true,
      unsetMeans: 'mail written to `DATA_DIR/outbox`',
      description:
        'e.g. `smtps://user:pass@smtp.example.com` (reset links are read in the outbox when unset, never logged)',
    },
  ]),
  ...group('Metrics and backups', [
    {
      name: 'METRICS_TOKEN',
      secret: true,
      unsetMeans: '`/metrics` open in sandbox mode, refused (403) in live mode',
      description: '`/metrics` answers only `Authorization: Bearer <METRICS_TOKEN>`',
    },
    {
      name: 'BACKUP_DIR',
      default: 'backups',
      description: 'where `npm run backup` writes its files',
    },
  ]),
  ...group('Development', [
    {
      name: 'TEST_DATABASE_URL',
      type: 'postgres:// URL',
      schema: Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' }),
      invalid: (name) => `${name} must be a postgres:// or postgresql:// connection string`,
      secret: true,
      description:
        'the server test suite runs on this PostgreSQL server (each file in its own schema)',
    },
    {
      name: 'SKIP_BUILD',
      ...trueOrFalse,
      description: '`true` makes `npm start` serve the existing `dist/` without rebuilding',
    },
    {
      name: 'DIST_DIR',
      default: 'dist',
      description:
        'where `npm run build` and `npm start` put the built SPA, and what `npm start` serves',
    },
  ]),
];

export const ENV_VARIABLE_NAMES: ReadonlySet<string> = new Set(
  ENV_VARIABLES.map((variable) => variable.name),
);

/** Why each set variable does not fit its schema; an empty value counts as unset. */
export function environmentProblems(
  env: Record<string, string | undefined>,
  variables: readonly EnvVariable[] = ENV_VARIABLES,
): string[] {
  return variables.flatMap((variable) => {
    const value = env[variable.name];
    if (value === undefined || value === '' || Value.Check(variable.schema, value)) return [];
    return [variable.invalid(variable.name, value)];
  });
}

/** Refuses to start, naming every variable whose value does not fit. */
export function validateEnvironment(env: Record<string, string | undefined>): void {
  const problems = environmentProblems(env);
  if (problems.length) throw new StartupRefusal(problems.join('; '));
}
