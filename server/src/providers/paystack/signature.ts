/** x-paystack-signature: the HMAC-SHA512 (hex) of the raw body, keyed with the secret key. */
export { isValidSignature, signWebhook } from '../../lib/hmac-signature';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
