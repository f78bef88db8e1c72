import { LIMITS } from '../constants/business';

/*
 * The owner's marketing messages, the rules both sides apply: the channels, the lengths, an SMS's
 * characters and pages with its opt-out line, the messages, and a segment in words.
 */

export const MARKETING_CHANNELS = ['email', 'sms'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const MARKETING_SUBJECT_MAX = 150;
export const MARKETING_EMAIL_BODY_MAX = 5000;
export const MARKETING_ACTIVE_DAYS_MAX = 365;

/** A segment as the rules read it (the API's MarketingSegment). */
interface SegmentConditions {
  level_ids: readonly number[];
  active_days: number | null;
  api_resellers: boolean;
}

/** An SMS's characters: the trimmed text and the opt-out line every message ends with. */
export const marketingSmsCharacters = (body: string, footerLength: number) =>
  body.trim().length + footerLength;

/** 160 characters a page. */
export const marketingSmsPages = (characters: number) =>
  Math.ceil(characters / LIMITS.smsPageLength);

/** The longest text an SMS may have so that, with its opt-out line, it stays within 480. */
export const marketingSmsBodyMax = (footerLength: number) => LIMITS.smsMaxLength - footerLength;

export const MARKETING_MESSAGES = {
  subjectRequired: 'An e-mail needs a subject.',
  bodyRequired: 'Write the message.',
  smsTooLong: (max: number) =>
    `An SMS may have at most ${max} characters (480 with the opt-out line).`,
  overDailyLimit: (limit: number) =>
    `You can send at most ${limit} campaigns in 24 hours. Try again later.`,
  nobody: 'This segment reaches nobody now: change it before sending.',
  noOwnAddress: (channel: MarketingChannel) =>
    channel === 'email'
      ? 'Your account has no valid e-mail address for a test.'
      : 'Your account has no valid phone number for a test.',
  optOutInvalid: 'This opt-out link is not valid. Open the link from the message again.',
  optedOut: 'You will no longer receive marketing messages.',
} as const;

/** The segment in words, e.g. "Smart earner or API customers, active in the last 30 days". */
export function describeSegment(
  segment: SegmentConditions,
  levels: readonly { id: number; name: string }[],
): string {
  const parts: string[] = [];
  const names = segment.level_ids.map(
    (id) => levels.find((level) => level.id === id)?.name ?? `level ${id}`,
  );
  parts.push(names.length ? `${names.join(' or ')} customers` : 'All customers');
  if (segment.active_days !== null)
    parts.push(
      `active in the last ${segment.active_days} day${segment.active_days === 1 ? '' : 's'}`,
    );
  if (segment.api_resellers) parts.push('holding an API key');
  return parts.join(', ');
}
