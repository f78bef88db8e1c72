import type { KycCheck, KycReview } from '@contract/api/console';

/** How a verification check's outcome reads. */
export const CHECK_OUTCOMES: Record<KycCheck['outcome'], { label: string; color: string }> = {
  match: { label: 'Matched', color: 'green' },
  mismatch: { label: 'Did not match', color: 'orange' },
  not_found: { label: 'Not found', color: 'red' },
  unavailable: { label: 'Service unavailable', color: 'default' },
  taken: { label: 'On another account', color: 'red' },
};

/** How a review's status reads. */
export const REVIEW_STATUSES: Record<KycReview['status'], { label: string; color: string }> = {
  pending: { label: 'Waiting for review', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
};

/** "date_of_birth, last_name" as "date of birth, last name". */
export const mismatchedFields = (fields: readonly string[]) =>
  fields.map((field) => field.replaceAll('_', ' ')).join(', ');
