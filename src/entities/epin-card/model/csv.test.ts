import { parseCsvSheet } from '@/shared/lib/csv';
import { EPIN_CSV_HEADER, epinCsv } from './csv';
import { SELLER, testCard } from './test-cards';

const identity = Object.fromEntries(EPIN_CSV_HEADER.map((column) => [column, column]));

describe('a batch as CSV', () => {
  it('round-trips through the shared CSV reader, a business name with a comma and a quote too', () => {
    const cards = [testCard(0), testCard(1, { kind: 'data' })];
    const sheet = parseCsvSheet(epinCsv(cards, SELLER), identity);
    expect(sheet.fields).toEqual([...EPIN_CSV_HEADER]);
    expect(sheet.rows).toEqual(
      cards.map((card) => ({
        network: card.network,
        kind: card.kind,
        value: String(card.valueNaira),
        plan: card.planName ?? '',
        pin: card.pin,
        serial: card.serial,
        batch: card.batchNo,
        seller: 'Ade, "Best" Phones',
        seller_phone: '08031234567',
      })),
    );
  });

  it('writes a data card with its plan and an airtime card without one', () => {
    const text = epinCsv([testCard(0, { network: 'mtn' }), testCard(1, { kind: 'data' })], SELLER);
    const [, airtime, data] = text.split('\r\n');
    expect(airtime).toMatch(/^mtn,airtime,100,,1000000000000000,/);
    expect(data).toMatch(/^glo,data,300,GLO 1GB - 30 Days,/);
  });

  it('keeps a PIN with leading zeros as written', () => {
    const text = epinCsv([testCard(0, { pin: '0012345678901234' })], SELLER);
    expect(parseCsvSheet(text, identity).rows[0]?.pin).toBe('0012345678901234');
  });
});
