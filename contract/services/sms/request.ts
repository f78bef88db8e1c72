import { Type, type Static } from 'typebox';
import { packageId, text } from '../../api/purchase-fields';

/*
 * Bulk SMS: one message to many Nigerian numbers under a sender name, charged per page per
 * recipient.
 */

export const SmsRequestSchema = Type.Object({
  package_id: packageId,
  /** at most 11 characters */
  sender_name: text(50),
  /** comma-separated Nigerian numbers without the + sign */
  recipients: text(20_000),
  /** cut at 480 characters; 160 characters a page */
  message: text(5_000),
});

export type SmsRequest = Static<typeof SmsRequestSchema>;
