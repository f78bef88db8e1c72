/*
 * X-Termii-Signature: lowercase hex HMAC-SHA512 of the raw report body, keyed with the account's
 * secret key, compared in constant time. Monnify signs its webhooks the same way.
 */
import type { ReportSignatureCheck } from '../../../ports/sms';
import { isValidSignature } from '../../../lib/hmac-signature';

export { signWebhook as signTermiiReport } from '../../../lib/hmac-signature';

export const TERMII_SIGNATURE_HEADER = 'x-termii-signature';

/** The delivery reports' check, keyed with TERMII_SECRET_KEY. */
export const termiiReportCheck =
  (secretKey: string): ReportSignatureCheck =>
  (rawBody, headers) =>
    isValidSignature(secretKey, rawBody, headers[TERMII_SIGNATURE_HEADER]);
