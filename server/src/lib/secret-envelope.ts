import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * A secret kept at rest as `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts): AES-256-GCM
 * with a 12-byte random IV, authenticated together with a context naming where the value belongs
 * (so a sealed value copied to another row does not open). The key id names the key that sealed
 * it, so a rotation tells values sealed with the old key from the new, and a wrong key is named as
 * such rather than failing as tampering.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface EnvelopeKey {
  /** 12 hex digits derived from the key (not the key): stored beside every value it sealed */
  id: string;
  key: Buffer;
}

export class EnvelopeKeyError extends Error {
  override name = 'EnvelopeKeyError';
}

/** A key from its base64 (or base64url) text; refuses anything but 32 bytes. */
export function envelopeKeyFrom(encoded: string): EnvelopeKey {
  const text = encoded.trim();
  const key = Buffer.from(text, /[-_]/.test(text) ? 'base64url' : 'base64');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))
    throw new EnvelopeKeyError(`an encryption key is ${KEY_BYTES} bytes in base64 (44 characters)`);
  const id = createHash('sha256').update('secret-envelope key id\0').update(key).digest('hex');
  return { id: id.slice(0, 12), key };
}

/** A new random key, as base64 text. */
export const newEnvelopeKey = () => randomBytes(KEY_BYTES).toString('base64');

interface Envelope {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function parse(value: string): Envelope | undefined {
  const parts = value.split(':');
  if (parts.length !== 5 || parts[0] !== VERSION) return undefined;
  const [, keyId = '', iv = '', tag = '', ciphertext = ''] = parts;
  return {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  };
}

/** The id of the key that sealed `value`, or undefined when it is no envelope (clear text). */
export const sealedWith = (value: string): string | undefined => parse(value)?.keyId;

export function seal(key: EnvelopeKey, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, key.id, ...parts].join(':');
}

/** The plaintext; throws when `value` is no envelope, was sealed by another key, or was altered. */
export function open(key: EnvelopeKey, value: string, context: string): string {
  const envelope = parse(value);
  if (!envelope) throw new EnvelopeKeyError('the value is not sealed');
  if (envelope.keyId !== key.id)
    throw new EnvelopeKeyError(`the value was sealed with key ${envelope.keyId}, not ${key.id}`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, envelope.iv, {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(envelope.tag);
  return Buffer.concat([decipher.update(envelope.ciphertext), decipher.final()]).toString('utf8');
}
