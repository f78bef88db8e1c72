import type { TransactionResult } from '@contract/api';
import { formatNaira } from '@contract/format';
import { resultItemsOf } from '@contract/transactions';

/** What customers read about a purchase: the API's message and the transaction's response. */

export const pendingMessage = () =>
  'Your purchase is being processed. Your transaction history will show the result as soon as the provider confirms it.';

/**
 * Every code the customer keeps, a sentence each, so the buyer sees them at once: its label and
 * values (separated by semicolons when a value has its own comma), what measures it in brackets
 * ('Token: 1234-5678 (79.9 kWh).').
 */
function deliverables(result: TransactionResult): string {
  const items = resultItemsOf(result);
  return items
    .filter((item) => item.code)
    .map((item) => {
      const separator = item.values.some((value) => value.includes(',')) ? '; ' : ', ';
      const measures = items.filter((other) => other.of === item.key);
      const brackets = measures.map((other) => ` (${other.values.join(', ')})`).join('');
      return `${item.label}: ${item.values.join(separator)}${brackets}.`;
    })
    .join(' ');
}

export function settledMessage(
  status: 'confirmed' | 'failed' | 'reversed',
  description: string,
  result: TransactionResult,
  providerReason: string,
  refund?: { refundedKobo: number; ourFault: boolean },
): string {
  if (status === 'confirmed') {
    const extra = deliverables(result);
    return `Transaction successful: ${description}.${extra ? ` ${extra}` : ''}`;
  }
  const refunded =
    refund && refund.refundedKobo > 0
      ? ` ${formatNaira(refund.refundedKobo / 100)} has been refunded to your wallet.`
      : '';
  if (status === 'reversed')
    return `Transaction reversed by the provider: ${description}.${refunded}`;
  const reason = refund?.ourFault
    ? 'the service is temporarily unavailable'
    : failureReason(providerReason, refunded !== '') || PROVIDER_DID_NOT_DELIVER;
  return `Transaction failed (${reason}): ${description}.${refunded}`;
}

/** A delivered purchase refunded after the customer disputed it. */
export const disputeRefundMessage = (description: string, refundedKobo: number) =>
  `Refunded after your dispute: ${description}. ${formatNaira(refundedKobo / 100)} has been refunded to your wallet.`;

/**
 * Why, when the provider gave no reason beyond "failed" (VTpass's 016 says only that): the customer
 * learns the provider refused it, not that something is wrong with their account.
 */
export const PROVIDER_DID_NOT_DELIVER = 'the provider did not deliver it';

/** A provider reason that only says it failed adds nothing to "Transaction failed". */
const SAYS_ONLY_FAILED = /^(the )?transaction (has )?failed\.?$/i;
/** Money was refunded, so a reason saying nobody was charged would contradict the refund. */
const NOT_CHARGED = /\s*You have not been charged\.?/gi;

/** The provider's reason as the failure's parenthesis, or '' when it says nothing more. */
function failureReason(providerReason: string, refunded: boolean): string {
  const reason = (refunded ? providerReason.replace(NOT_CHARGED, '') : providerReason).trim();
  if (!reason || SAYS_ONLY_FAILED.test(reason)) return '';
  return reason.replace(/\.$/, '');
}
