import { LIMITS } from '../../constants';
import { SMS_MESSAGES } from '../../rules/messages';

/** A Nigerian mobile number: 0 and 10 digits, or 234 and 10 digits (sent without a + sign). */
const NIGERIAN_NUMBER = /^(?:0|234)[789][01]\d{8}$/;

/** +234… as a phone's contacts write it is taken, and sent without the + (as Termii expects). */
const withoutPlus = (entry: string) => (entry.startsWith('+234') ? entry.slice(1) : entry);

/** One number's key for removing duplicates: 08031234567 and 2348031234567 are the same line. */
const lineOf = (number: string) => (number.startsWith('234') ? `0${number.slice(3)}` : number);

export interface Recipients {
  /** valid numbers, each line once, in the order first typed */
  valid: string[];
  /** entries that are not Nigerian mobile numbers, as typed */
  invalid: string[];
  /** how many repeated entries were dropped */
  duplicates: number;
}

/** Recipients are comma-separated (spaces and new lines are tolerated between them). */
export function parseRecipients(text: string): Recipients {
  const seen = new Set<string>();
  const result: Recipients = { valid: [], invalid: [], duplicates: 0 };
  for (const entry of text.split(/[\s,]+/)) {
    if (entry === '') continue;
    const number = withoutPlus(entry);
    if (!NIGERIAN_NUMBER.test(number)) {
      result.invalid.push(entry);
      continue;
    }
    const line = lineOf(number);
    if (seen.has(line)) {
      result.duplicates += 1;
      continue;
    }
    seen.add(line);
    result.valid.push(number);
  }
  return result;
}

/** A message is cut at 480 characters (three pages). */
export const truncateSmsMessage = (message: string) => message.slice(0, LIMITS.smsMaxLength);

/** 160 characters a page, after the cut; an empty message is 0 pages. */
export const smsPages = (message: string) =>
  Math.ceil(truncateSmsMessage(message).length / LIMITS.smsPageLength);

/** Cost = recipients x pages x rate per SMS, in kobo (exact). */
export const smsCostKobo = (recipients: number, pages: number, rateKobo: number) =>
  recipients * pages * rateKobo;

/** The same cost in naira, two decimals, for a rate in naira as get-package/ shows it. */
export const smsCostNaira = (recipients: number, pages: number, rateNaira: number) =>
  smsCostKobo(recipients, pages, Math.round(rateNaira * 100)) / 100;

/**
 * The sender name (Termii's sender ID): 3 to 11 characters after trimming. The form checks it
 * before the confirmation dialog and the API before any debit.
 */
export function senderNameProblem(name: string): string | undefined {
  const sender = name.trim();
  if (!sender) return SMS_MESSAGES.senderRequired;
  if (sender.length < LIMITS.smsSenderMinLength) return SMS_MESSAGES.senderTooShort;
  if (sender.length > LIMITS.smsSenderMaxLength) return SMS_MESSAGES.senderTooLong;
  return undefined;
}
