/*
 * Every staff action that takes a reason keeps it in the audit log, trimmed, and a reason says
 * something: at least MIN_REASON_LENGTH characters once the spaces around it are gone. Where a
 * reason is optional (catalogue changes), none at all is fine, but one given follows the same rule.
 * The console's forms and the server check it with this one function.
 */

export const MIN_REASON_LENGTH = 3;
export const MAX_REASON_LENGTH = 500;

export const REASON_MESSAGES = {
  tooShort: `Give a reason (at least ${MIN_REASON_LENGTH} characters).`,
} as const;

/** The message for a reason that does not count as one, or undefined when it may be kept. */
export function reasonProblem(reason: string, optional = false): string | undefined {
  const trimmed = reason.trim();
  if (optional && trimmed === '') return undefined;
  return trimmed.length < MIN_REASON_LENGTH ? REASON_MESSAGES.tooShort : undefined;
}
