/* Batches, cards and a seller as the e-PIN endpoints answer them, for this slice's tests. */
import type { EpinBatch, EpinCard, EpinStock } from '@contract/api';

export function buildBatch(overrides: Partial<EpinBatch> = {}): EpinBatch {
  return {
    id: 5,
    transaction_id: 90,
    reference: 'TX-90',
    status: 'confirmed',
    kind: 'airtime',
    network: 'mtn',
    value: 100,
    plan_name: null,
    quantity: 24,
    delivered: 24,
    printed: 0,
    sold: 0,
    unit_price: 98,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` made-up cards: ids 1.., serials SN00000001.., sixteen-digit PINs of their own. */
export const buildCards = (count: number, overrides: Partial<EpinCard> = {}): EpinCard[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    serial: `SN${String(index + 1).padStart(8, '0')}`,
    pin: String(5550_0000_0000_0000 + (index + 1) * 7919),
    batch_no: 'B-2026-005',
    printed_at: null,
    sold_at: null,
    ...overrides,
  }));

export const SELLER = { business_name: 'Ade Phones', phone: '08031234567' };

export const stockOf = (batches: EpinBatch[]): EpinStock => ({
  batches,
  totals: {
    unsold_cards: batches.reduce((sum, batch) => sum + batch.delivered - batch.sold, 0),
    unsold_value: batches.reduce(
      (sum, batch) => sum + (batch.delivered - batch.sold) * batch.value,
      0,
    ),
    unsold_cost: batches.reduce(
      (sum, batch) => sum + (batch.delivered - batch.sold) * batch.unit_price,
      0,
    ),
  },
});
