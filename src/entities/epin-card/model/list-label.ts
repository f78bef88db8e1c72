import type { PrintableCard, Seller } from './types';

/** What a screen reader calls a printed batch: "24 e-PIN cards from Ade Stores". */
export function cardListLabel(cards: readonly PrintableCard[], seller: Seller): string {
  const count = `${cards.length} e-PIN ${cards.length === 1 ? 'card' : 'cards'}`;
  return `${count} from ${seller.businessName}`;
}

/** A card's React key: its serial within its batch. */
export const cardKey = (card: PrintableCard): string => `${card.batchNo}/${card.serial}`;
