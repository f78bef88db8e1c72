/** The staff actions on a transaction, as the API names them, with what the console says. */
export type TransactionAction =
  'requery' | 'mark-delivered' | 'refund' | 'dispute-refund' | 'resend-webhook';

export interface ActionText {
  /** the button */
  label: string;
  /** the reason dialog's title */
  title: string;
  /** what it does, above the reason */
  explanation: string;
  /** moves money: the button is marked */
  danger: boolean;
}

export const ACTION_TEXTS: Record<TransactionAction, ActionText> = {
  requery: {
    label: 'Requery now',
    title: 'Requery this purchase now',
    explanation: 'Asks the provider for its status now and settles the purchase with the answer.',
    danger: false,
  },
  'mark-delivered': {
    label: 'Mark delivered',
    title: 'Mark this purchase delivered',
    explanation:
      'Confirms the purchase as delivered. The customer keeps being charged; nothing is refunded.',
    danger: false,
  },
  refund: {
    label: 'Refund',
    title: 'Refund this purchase',
    explanation:
      "Fails the purchase and puts the full charge back in the customer's wallet. Say what you checked (for example the provider's ticket): if the provider later says otherwise, the purchase is listed under Conflicts and no money moves.",
    danger: true,
  },
  'dispute-refund': {
    label: 'Refund after dispute',
    title: 'Refund this delivered purchase',
    explanation:
      'The customer disputes a delivered purchase. Puts the full charge back in their wallet once, takes back any referral commission, and tells them (history and webhook) it is a refund of this purchase.',
    danger: true,
  },
  'resend-webhook': {
    label: 'Resend webhook',
    title: "Resend the customer's webhook",
    explanation: "Sends this transaction's webhook to the customer's URL again now.",
    danger: false,
  },
};

/** The actions in the order they are offered; the detail's availability keys by action. */
export const ACTION_ORDER: readonly { action: TransactionAction; key: AvailabilityKey }[] = [
  { action: 'requery', key: 'requery' },
  { action: 'mark-delivered', key: 'mark_delivered' },
  { action: 'refund', key: 'refund' },
  { action: 'dispute-refund', key: 'dispute_refund' },
  { action: 'resend-webhook', key: 'resend_webhook' },
];

export type AvailabilityKey =
  'requery' | 'mark_delivered' | 'refund' | 'dispute_refund' | 'resend_webhook';
