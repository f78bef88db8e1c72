import type { Transaction } from '../api';
import { sentenceCase } from '../format/text';

type Pictured = Pick<Transaction, 'subcategory' | 'category' | 'kind'>;
type Titled = Pictured & Pick<Transaction, 'plan'>;

/** Wallet operations have no catalogue entry: their own picture and name. */
const WALLET_KINDS: Record<string, { image: string; title: string }> = {
  card_funding: { image: '/media/kinds/funding.svg', title: 'Wallet funding (card)' },
  bank_funding: { image: '/media/kinds/funding.svg', title: 'Wallet funding (bank transfer)' },
  bank_charge: { image: '/media/kinds/bank-charge.svg', title: 'Bank charge' },
  bonus_transfer: { image: '/media/kinds/bonus.svg', title: 'Referral bonus transfer' },
  level_upgrade: { image: '/media/kinds/upgrade.svg', title: 'Account upgrade' },
  level_downgrade: { image: '/media/kinds/upgrade.svg', title: 'Account downgrade' },
};

const walletKind = (tx: Pick<Transaction, 'kind'>) =>
  Object.hasOwn(WALLET_KINDS, tx.kind) ? WALLET_KINDS[tx.kind] : undefined;

/** A kind of transaction in words ("Wallet funding (bank transfer)", "Manual credit"), never its code. */
export const transactionKindTitle = (kind: string): string =>
  walletKind({ kind })?.title ?? sentenceCase(kind.replaceAll('_', ' '));

/**
 * The subcategory logo, else the category logo, else the picture of a wallet operation, as the
 * API gives it (a media path or an address); '' when there is none.
 */
export const transactionImagePath = (tx: Pictured): string =>
  tx.subcategory?.image || tx.category?.image || walletKind(tx)?.image || '';

/** What the logo shows: the subcategory title, else the category name, else the operation. */
export const transactionImageAlt = (tx: Pictured): string =>
  tx.subcategory?.title || tx.category?.name || walletKind(tx)?.title || 'Transaction';

/** The line a customer recognises a transaction by: the plan bought, else what the row records. */
export const transactionTitle = (tx: Titled): string =>
  tx.plan || walletKind(tx)?.title || transactionImageAlt(tx);

/** The detail a customer checks after buying: the token when there is one, else the number. */
export function keyDetail(
  tx: Pick<Transaction, 'token' | 'phone_no' | 'card_no'>,
): { label: string; value: string } | null {
  if (tx.token) return { label: 'Token', value: tx.token };
  if (tx.phone_no) return { label: 'Phone', value: tx.phone_no };
  if (tx.card_no) return { label: 'Card No.', value: tx.card_no };
  return null;
}
