import { object, string } from 'yup';
import type { Package } from '@contract/api';
import type { SmsRequest } from '@contract/services/sms';
import { LIMITS } from '@contract/constants';
import { formatNaira } from '@contract/format';
import { SMS_MESSAGES } from '@contract/rules';
import {
  parseRecipients,
  senderNameProblem,
  smsCostNaira,
  smsPages,
  truncateSmsMessage,
  type Recipients,
} from '@contract/services/sms';
import { orderedErrors } from '@/shared/lib/validation';

export interface SmsValues {
  senderName: string;
  /** comma-separated numbers as typed */
  recipients: string;
  message: string;
}

export const smsInitialValues: SmsValues = { senderName: '', recipients: '', message: '' };

/**
 * Bulk SMS: the order in which failures are reported (first failure wins). The invalid
 * recipients message names the numbers, so it is not listed here and ranks last.
 */
export const SMS_MESSAGE_ORDER = [
  SMS_MESSAGES.recipientRequired,
  SMS_MESSAGES.senderRequired,
  SMS_MESSAGES.messageRequired,
  SMS_MESSAGES.senderTooShort,
  SMS_MESSAGES.senderTooLong,
] as const;

const hasEntries = ({ valid, invalid }: Recipients) => valid.length + invalid.length > 0;

export const smsSchema = object({
  recipients: string()
    .test('required', SMS_MESSAGES.recipientRequired, (value) =>
      hasEntries(parseRecipients(value ?? '')),
    )
    .test({
      name: 'numbers',
      test: (value, context) => {
        const { invalid } = parseRecipients(value ?? '');
        return (
          invalid.length === 0 ||
          context.createError({ message: SMS_MESSAGES.recipientsInvalid(invalid) })
        );
      },
    }),
  senderName: string().test({
    name: 'sender',
    test: (value, context) => {
      const problem = senderNameProblem(value ?? '');
      return problem === undefined || context.createError({ message: problem });
    },
  }),
  message: string().trim().required(SMS_MESSAGES.messageRequired),
});

/** Formik's `validate`: every failing field with its first message, in check order. */
export const validateSms = (values: SmsValues) =>
  orderedErrors(smsSchema, values, SMS_MESSAGE_ORDER);

/** The SMS service is the first get-package/10/ item; null when there is none. */
export const smsPackageOf = (packages: readonly Package[] | undefined): Package | null =>
  packages?.[0] ?? null;

/** The naira per SMS page per recipient of the SMS package (0 when it has none). */
export function smsRateOf(pkg: Package | null): number {
  const products = pkg?.products;
  if (!products || Array.isArray(products) || !('amount' in products)) return 0;
  return Number.isFinite(products.amount) ? products.amount : 0;
}

export interface SmsSummary {
  recipients: Recipients;
  /** characters of the message after the 480 cut */
  length: number;
  pages: number;
  /** naira, two decimals */
  cost: number;
}

/** What the form shows while typing and what the confirmation states. */
export function smsSummary(values: SmsValues, rate: number): SmsSummary {
  const recipients = parseRecipients(values.recipients);
  const message = truncateSmsMessage(values.message);
  const pages = smsPages(message);
  return {
    recipients,
    length: message.length,
    pages,
    cost: smsCostNaira(recipients.valid.length, pages, rate),
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '3 recipients', then '2 duplicates removed' and the invalid entries when there are any. */
export function recipientsLine({ valid, invalid, duplicates }: Recipients): string {
  const parts = [plural(valid.length, 'recipient')];
  if (duplicates > 0) parts.push(`${plural(duplicates, 'duplicate')} removed`);
  if (invalid.length > 0) parts.push(`not valid: ${invalid.join(', ')}`);
  return parts.join(' · ');
}

/** '45 / 480 characters · 1 page' */
export const messageCounter = ({ length, pages }: Pick<SmsSummary, 'length' | 'pages'>) =>
  `${length} / ${LIMITS.smsMaxLength} characters · ${plural(pages, 'page')}`;

/** 'Total cost: ₦21.00 (3 recipients × 2 pages × ₦3.50)' */
export const costLine = ({ recipients, pages, cost }: SmsSummary, rate: number) =>
  `Total cost: ${formatNaira(cost)} (${plural(recipients.valid.length, 'recipient')} × ${plural(pages, 'page')} × ${formatNaira(rate)})`;

export const toSmsRequest = (values: SmsValues, pkg: Package): SmsRequest => ({
  package_id: pkg.id,
  sender_name: values.senderName.trim(),
  recipients: parseRecipients(values.recipients).valid.join(','),
  message: truncateSmsMessage(values.message),
});
