/*
 * X-Termii-Signature: lowercase hex HMAC-SHA512 of the raw report body, keyed with the account's
 * secret key, compared in constant time. Monnify signs its webhooks the same way.
 */
export {
  isValidSignature as isValidTermiiSignature,
  signWebhook as signTermiiReport,
} from '../../monnify/signature';

export const TERMII_SIGNATURE_HEADER = 'x-termii-signature';
