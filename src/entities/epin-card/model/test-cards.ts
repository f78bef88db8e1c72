import type { CardKind, Network, PrintableCard, Seller } from './types';

/* Cards for the slice's tests: made-up PINs and serials, a PIN and serial of its own per card. */

export const SELLER: Seller = { businessName: 'Ade, "Best" Phones', phone: '08031234567' };

const NETWORKS: readonly Network[] = ['mtn', 'glo', 'airtel', '9mobile'];

export function testCard(index: number, overrides: Partial<PrintableCard> = {}): PrintableCard {
  const kind: CardKind = overrides.kind ?? 'airtime';
  const network = overrides.network ?? NETWORKS[index % NETWORKS.length] ?? 'mtn';
  return {
    network,
    kind,
    valueNaira: kind === 'data' ? 300 : [100, 200, 500][index % 3]!,
    ...(kind === 'data' ? { planName: `${network.toUpperCase()} 1GB - 30 Days` } : {}),
    pin: String(1000_0000_0000_0000 + index * 7919).padStart(16, '0'),
    serial: `SN${String(index).padStart(8, '0')}`,
    batchNo: 'B-2026-001',
    ...overrides,
  };
}

export const testCards = (count: number, overrides: Partial<PrintableCard> = {}) =>
  Array.from({ length: count }, (_, index) => testCard(index, overrides));
