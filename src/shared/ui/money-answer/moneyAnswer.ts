import type { AdjustmentSentForApproval } from '@contract/api/console';

/** The title of the notice for a staff money movement the server kept for another owner (202). */
export const SENT_FOR_APPROVAL = 'Sent for approval';

/** A staff action's answer: the server's message and what it returns. */
export interface MoneyAnswer {
  message: string;
  data?: unknown;
}

/**
 * Whether a money movement's answer is a request waiting for another owner (HTTP 202: nothing
 * moved yet) rather than the movement done: its data carries the approval request.
 */
export function isSentForApproval(answer: MoneyAnswer): answer is AdjustmentSentForApproval {
  const data = answer.data;
  return typeof data === 'object' && data !== null && 'approval' in data;
}
