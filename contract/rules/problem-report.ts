import { formatDateTime, formatNaira } from '../format';

/*
 * "Report a problem" on a purchase. The server first asks the provider again and answers at once
 * when that settles it (delivered, or failed and refunded); otherwise it opens a dispute that staff
 * answer by a promised time. A report ends refunded only through the console's refund actions,
 * under the staff money policy.
 */

export const PROBLEM_KINDS = [
  'not_received',
  'wrong_number',
  'token_not_working',
  'charged_twice',
  'other',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** What the customer picks, in their words. */
export const PROBLEM_KIND_LABELS: Record<ProblemKind, string> = {
  not_received: 'I did not receive it',
  wrong_number: 'It went to the wrong number',
  token_not_working: 'The token or PIN does not work',
  charged_twice: 'I was charged twice',
  other: 'Something else',
};

/**
 * answered: settled at once by asking the provider again; open: a dispute staff answer by
 * `answer_by`; refunded / delivered: the dispute ended with the purchase refunded or delivered;
 * replied: staff answered without moving money.
 */
export const PROBLEM_STATUSES = ['answered', 'open', 'refunded', 'delivered', 'replied'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const PROBLEM_STATUS_LABELS: Record<ProblemStatus, string> = {
  answered: 'Answered',
  open: 'Open',
  refunded: 'Refunded',
  delivered: 'Delivered',
  replied: 'Answered by support',
};

/** Hours within which staff answer an open dispute. */
export const DISPUTE_ANSWER_HOURS = 24;
/** A purchase can be reported for this many days after it was made. */
export const REPORT_WITHIN_DAYS = 30;
export const PROBLEM_NOTE_MAX = 500;
/** "Something else" needs a note saying what. */
export const PROBLEM_NOTE_MIN_FOR_OTHER = 10;
export const PROBLEM_REPLY_MIN = 10;
export const PROBLEM_REPLY_MAX = 1000;

export const PROBLEM_MESSAGES = {
  noteTooLong: `Keep the note under ${PROBLEM_NOTE_MAX} characters.`,
  noteRequired: `Say what went wrong (at least ${PROBLEM_NOTE_MIN_FOR_OTHER} characters).`,
  notAPurchase: 'Only purchases can be reported here. For anything else, contact support.',
  tooOld: `A purchase can be reported within ${REPORT_WITHIN_DAYS} days. For an older one, contact support.`,
  stillOpen: (deadline: Date) =>
    `You already reported this purchase: we answer by ${formatDateTime(deadline)}.`,
  replyTooShort: `Write the customer a reply of at least ${PROBLEM_REPLY_MIN} characters.`,
  notOpen: 'This report is already answered.',
  notFound: 'No report has this id.',
} as const;

/** The answers a report gets, as the customer reads them (on the receipt and by e-mail). */
export const PROBLEM_ANSWERS = {
  failedRefunded: (amountKobo: number, at: Date | null) =>
    `It failed, and ${formatNaira(amountKobo / 100)} was refunded to your wallet` +
    (at ? ` at ${formatDateTime(at)}.` : '.'),
  refunded: (amountKobo: number, at: Date | null) =>
    `We refunded ${formatNaira(amountKobo / 100)} to your wallet` +
    (at ? ` at ${formatDateTime(at)}.` : '.'),
  delivered: (at: Date | null, token: string | null) =>
    `Delivered${at ? ` at ${formatDateTime(at)}` : ''}: the provider confirms it.` +
    (token ? ` Here is your token again: ${token}` : ''),
  opened: (deadline: Date) =>
    `We are looking into it and will answer by ${formatDateTime(deadline)}.`,
} as const;

/** The note's problem for the kind picked, or undefined when it will do. */
export function problemNoteProblem(kind: ProblemKind, note: string): string | undefined {
  const text = note.trim();
  if (text.length > PROBLEM_NOTE_MAX) return PROBLEM_MESSAGES.noteTooLong;
  if (kind === 'other' && text.length < PROBLEM_NOTE_MIN_FOR_OTHER)
    return PROBLEM_MESSAGES.noteRequired;
  return undefined;
}
