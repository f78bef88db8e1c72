/** The staff actions on a transaction, as the API names them, with what the console says. */
export type TransactionAction = 'requery' | 'mark-delivered' | 'refund' | 'resend-webhook';

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
    explanation: "Fails the purchase and puts the full charge back in the customer's wallet.",
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
  { action: 'resend-webhook', key: 'resend_webhook' },
];

export type AvailabilityKey = 'requery' | 'mark_delivered' | 'refund' | 'resend_webhook';
