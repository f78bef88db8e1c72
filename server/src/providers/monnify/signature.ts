/** monnify-signature: the HMAC-SHA512 of the raw body, keyed with the account's secret key. */
export { isValidSignature, signWebhook } from '../../lib/hmac-signature';
