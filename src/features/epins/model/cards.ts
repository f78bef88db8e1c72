import type { EpinBatch, EpinCard, EpinSeller } from '@contract/api';
import { formatWholeNaira } from '@contract/format';
import { NETWORK_BRANDS, type PrintableCard, type Seller } from '@/entities/epin-card';

/** A card of `batch` as the print layouts draw it. */
export const printableCard = (batch: EpinBatch, card: EpinCard): PrintableCard => ({
  network: batch.network,
  kind: batch.kind,
  valueNaira: batch.value,
  ...(batch.plan_name ? { planName: batch.plan_name } : {}),
  pin: card.pin,
  serial: card.serial,
  batchNo: card.batch_no,
});

export const sellerOf = (seller: EpinSeller): Seller => ({
  businessName: seller.business_name,
  phone: seller.phone,
});

/** Whether the seller has a name and a phone to print on the cards. */
export const sellerIsSet = (seller: EpinSeller | undefined): seller is EpinSeller =>
  Boolean(seller?.business_name.trim() && seller.phone.trim());

/** What a batch's cards are: 'MTN ₦100 airtime' or a data card's plan, 'MTN 1GB - 30 Days'. */
export const batchTitle = (batch: Pick<EpinBatch, 'network' | 'kind' | 'value' | 'plan_name'>) =>
  batch.kind === 'data' && batch.plan_name
    ? batch.plan_name
    : `${NETWORK_BRANDS[batch.network].name} ${formatWholeNaira(batch.value)} ${batch.kind}`;

export const cardCount = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/** '24 of 24', or '20 of 24' for a batch the provider settled short. */
export const deliveredOf = (batch: Pick<EpinBatch, 'delivered' | 'quantity'>) =>
  `${batch.delivered} of ${batch.quantity}`;

/** A PIN hidden on screen: its last four characters only. */
export const maskedPin = (pin: string) => `•••• •••• ${pin.slice(-4)}`;

/** The cards with these ids, in the batch's order. */
export const cardsWithIds = (cards: readonly EpinCard[], ids: ReadonlySet<number>) =>
  cards.filter((card) => ids.has(card.id));
