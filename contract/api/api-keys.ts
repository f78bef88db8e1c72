import { Type, type Static } from 'typebox';
import { MAX_API_KEY_DAILY_CAP, type ApiKeyFormat } from '../constants/api-keys';

/** At most this many active keys per account. */
export const MAX_API_KEYS = 10;
/** At most this many entries in one key's IP allow-list. */
export const MAX_ALLOWED_IPS = 20;
export { MAX_API_KEY_DAILY_CAP };

export const ApiKeyFormatSchema = Type.Union(
  [Type.Literal('nairatop'), Type.Literal('msorg'), Type.Literal('adex')],
  {
    description:
      'nairatop: /api/v1 with X-API-Key. msorg, adex: the reseller formats under /api with ' +
      '`Authorization: Token <key>`.',
  },
);

const apiKeyFields = {
  id: Type.Integer(),
  name: Type.String(),
  /** the key's first characters, enough to tell keys apart; never the secret */
  prefix: Type.String(),
  allowed_ips: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** the address the key was last used from */
  last_used_ip: Type.Union([Type.String(), Type.Null()]),
  /** naira the key's orders may be charged in any 24 hours; null: no cap */
  daily_cap: Type.Union([Type.Number(), Type.Null()]),
  /** a read-only key reads (balance, history, prices) but places no charged order */
  read_only: Type.Boolean(),
  /** the API the key speaks: NairaTop's own, or a reseller format (MSORG, ADEX) */
  format: ApiKeyFormatSchema,
  /** a test key (ntk_test_...): its orders are answered from the sandbox's scenarios, moving nothing */
  test: Type.Boolean(),
};

/** The limits a key is made with or changed to (left out: unchanged, or none for a new key). */
const limits = {
  daily_cap: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: MAX_API_KEY_DAILY_CAP }), Type.Null()], {
      description: 'whole naira the key may spend in any 24 hours; null: no cap',
    }),
  ),
  read_only: Type.Optional(
    Type.Boolean({ description: 'true: the key may not make purchases or send SMS' }),
  ),
  format: Type.Optional(ApiKeyFormatSchema),
};

const allowedIps = Type.Array(Type.String({ maxLength: 64 }), {
  maxItems: MAX_ALLOWED_IPS,
  description:
    'IPv4 or IPv6 addresses or CIDR ranges (e.g. 203.0.113.7, 198.51.100.0/24) the key may be ' +
    'used from; empty allows any address.',
});

/**
 * Every key request (list, create, change, revoke) carries a fresh proof that the account's owner
 * is asking: the account password, and the transaction PIN when the account has one. Wrong answers
 * spend the PIN's tries; while the PIN is locked keys cannot be managed.
 */
const proof = {
  password: Type.String({ maxLength: 128, default: '', description: 'the account password' }),
  pin: Type.Optional(
    Type.String({ maxLength: 20, description: 'the transaction PIN, when the account has one' }),
  ),
};

export const ApiKeyProofSchema = Type.Object(proof);

export const CreateApiKeyRequestSchema = Type.Object({
  name: Type.String({ maxLength: 200, default: '' }),
  test: Type.Optional(
    Type.Boolean({
      description:
        'true: a test key (ntk_test_...). Its orders in the MSORG and ADEX formats are answered from the sandbox scenarios and move no money; it makes no other charged request. Cannot be changed later.',
    }),
  ),
  allowed_ips: Type.Optional(allowedIps),
  ...limits,
  ...proof,
});

export const UpdateApiKeyRequestSchema = Type.Object({
  allowed_ips: allowedIps,
  ...limits,
  ...proof,
});

export const ApiKeyIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
});

export const ApiKeySchema = Type.Object(apiKeyFields);

/** The one answer that carries the whole key: it is never shown again. */
export const CreatedApiKeySchema = Type.Object({ ...apiKeyFields, key: Type.String() });

export type ApiKeyProof = Static<typeof ApiKeyProofSchema>;
export type CreateApiKeyRequest = Static<typeof CreateApiKeyRequestSchema>;
export type UpdateApiKeyRequest = Static<typeof UpdateApiKeyRequestSchema>;
export type ApiKey = Static<typeof ApiKeySchema>;
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;

// The schema names every format the constants list.
const formatsAgree: [ApiKeyFormat] extends [Static<typeof ApiKeyFormatSchema>]
  ? [Static<typeof ApiKeyFormatSchema>] extends [ApiKeyFormat]
    ? true
    : false
  : false = true;
void formatsAgree;
