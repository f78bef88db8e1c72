import { csvFile } from '@/shared/lib/csv';
import type { PrintableCard, Seller } from './types';

/*
 * A batch as a spreadsheet, for sellers who print or sell from their own tools: a row a card,
 * the seller on every row. `value` is whole naira; `plan` is empty for airtime. PINs are written
 * as text, exactly as given (a spreadsheet may show a long PIN as a number: format the column
 * as text before editing it).
 */

export const EPIN_CSV_HEADER = [
  'network',
  'kind',
  'value',
  'plan',
  'pin',
  'serial',
  'batch',
  'seller',
  'seller_phone',
] as const;

export function epinCsv(cards: readonly PrintableCard[], seller: Seller): string {
  return csvFile(
    EPIN_CSV_HEADER,
    cards.map((card) => [
      card.network,
      card.kind,
      card.valueNaira,
      card.planName ?? '',
      card.pin,
      card.serial,
      card.batchNo,
      seller.businessName,
      seller.phone,
    ]),
  );
}
