import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface HashCost {
  N: number;
  r: number;
  p: number;
}
/** The cost of every new hash the server stores. */
export const HASH_COST: HashCost = { N: 16384, r: 8, p: 1 };
let cost = HASH_COST;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Stored parameters come from our own database, but bounding them keeps a bad row from
// turning one login into a memory or CPU spike.
const MAX_N = 2 ** 20;
const MAX_RP = 16;

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // 128 * N * r bytes are needed; leave headroom above Node's 32 MiB default.
    const maxmem = 256 * (options.N ?? HASH_COST.N) * (options.r ?? HASH_COST.r);
    scrypt(password, salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = cost;
  const key = await derive(password, salt, KEY_LENGTH, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length || !salt || !key) return undefined;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const powerOfTwo = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0;
  const small = (v: number) => Number.isInteger(v) && v >= 1 && v <= MAX_RP;
  if (!powerOfTwo || !small(R) || !small(P)) return undefined;
  const parsed = {
    N,
    r: R,
    p: P,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
  return parsed.salt.length && parsed.key.length ? parsed : undefined;
}

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return timingSafeEqual(key, parsed.key);
}

/**
 * A valid hash of a password nobody knows. Checking against it when no user matches keeps a
 * login for an unknown e-mail as slow as one with a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoy;
}

/**
 * Sets the cost of new hashes: for the test suites only (server/test/setup.ts), which would
 * otherwise spend a third of their CPU hashing the passwords and PINs of their accounts. A hash
 * carries its own parameters, so verifying is the same code at any cost; the server never calls
 * this. The suites that check the stored cost set HASH_COST, then put the suites' cost back with
 * the function this returns (the suites of a test worker share this module).
 */
export function setHashCost(next: HashCost): () => void {
  const previous = cost;
  cost = next;
  decoy = undefined;
  return () => {
    cost = previous;
    decoy = undefined;
  };
}
