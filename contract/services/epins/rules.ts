/*
 * Printable recharge cards and data cards (e-PINs): bought in batches, kept in the buyer's stock,
 * printed and sold offline. A batch is one purchase: one debit for all its cards.
 */

/** The most cards one batch may hold unless the server is configured lower (EPIN_BATCH_LIMIT). */
export const EPIN_BATCH_MAX = 500;

/** The cards a batch may hold by default: all it may (bought in several orders where needed). */
export const EPIN_BATCH_DEFAULT_LIMIT = EPIN_BATCH_MAX;

/**
 * Where each of the seller's orders a batch is bought in stands: unsent (not sent yet), sent
 * (outcome unknown), delivered, short (fewer cards came), failed (refused), never_sent (closed
 * before it was sent: nothing bought).
 */
export const EPIN_ORDER_STATES = [
  'unsent',
  'sent',
  'delivered',
  'short',
  'failed',
  'never_sent',
] as const;
export type EpinOrderState = (typeof EPIN_ORDER_STATES)[number];

/** What the e-PIN screens and API say when something is missing or wrong. */
export const EPIN_MESSAGES = {
  networkRequired: 'Please select a network',
  planRequired: 'Please select a card value',
  quantityRequired: 'Quantity is required',
  quantityWhole: 'Quantity must be a whole number of cards',
  quantityMinimum: 'Buy at least 1 card',
  quantityMaximum: (limit: number) => `You can buy at most ${limit} cards in one batch`,
  cardsRequired: 'Select at least one card',
  batchNotFound: 'No batch of yours has this number',
  businessNameRequired: 'Business name is required',
  businessNameTooLong: 'Business name can be at most 40 characters',
  sellerPhoneRequired: 'Phone number is required',
  sellerPhoneInvalid: 'Enter a Nigerian phone number, e.g. 08031234567',
  /** what a delivered batch's result says of the cards that came */
  delivered: (cards: number) => `${cards} cards ready to print`,
  /** a batch the provider settled short */
  short: (delivered: number, asked: number, refund: string) =>
    `${delivered} of ${asked} cards came; ${refund} for the ${asked - delivered} missing refunded`,
} as const;

/** The business name printed on every card: 1 to 40 characters. */
export const SELLER_NAME_MAX = 40;
