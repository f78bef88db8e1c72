import type { PriceListItem } from '@contract/api';
import { formatPercent, priceSections, shortPlanName } from './sections';

const tiers = { amount1: 1, amount2: 2, amount3: 3, amount4: 4 };
const item = (
  title: string,
  category: PriceListItem['category'],
  products: PriceListItem['products'],
): PriceListItem => ({ title, image: `/media/logos/${title}.svg`, category, products });

const airtime = { id: 1, name: 'Airtime', type: 'airtime' };
const data = { id: 2, name: 'Data', type: 'data' };
const sms = { id: 10, name: 'Bulk SMS', type: 'sms' };

describe('priceSections', () => {
  it('groups rates per category and plans per package, in the server order', () => {
    const sections = priceSections([
      item('MTN', airtime, [tiers]),
      item('MTN SME', data, [{ data: [{ plan: '1GB', ...tiers }] }]),
      item('GLO', airtime, [tiers]),
      item('GLO Gifting', data, [{ data: [{ plan: '2GB', ...tiers }] }]),
      item('SMS', sms, [tiers]),
    ]);
    expect(sections.map((section) => [section.kind, section.name, section.id])).toEqual([
      ['rates', 'Airtime', 'prices-airtime'],
      ['plans', 'Data', 'prices-data'],
      ['rates', 'Bulk SMS', 'prices-sms'],
    ]);
    const [first, second, third] = sections;
    expect(first?.kind === 'rates' && first.rows.map((row) => row.title)).toEqual(['MTN', 'GLO']);
    expect(first?.kind === 'rates' && first.rate).toBe('discount');
    expect(second?.kind === 'plans' && second.tables.map((table) => table.title)).toEqual([
      'MTN SME',
      'GLO Gifting',
    ]);
    expect(third?.kind === 'rates' && third.rate).toBe('unit-price');
  });

  it('leaves out packages without plans or rates', () => {
    expect(priceSections([item('Empty', data, [{ data: [] }]), item('None', airtime, [])])).toEqual(
      [],
    );
  });
});

describe('shortPlanName and formatPercent', () => {
  it('drops the package name from a plan name when it leads it', () => {
    expect(shortPlanName('MTN SME 1GB - 30 Days', 'MTN SME')).toBe('1GB - 30 Days');
    expect(shortPlanName('DStv Padi - 1 Month', 'DSTV')).toBe('Padi - 1 Month');
    expect(shortPlanName('UTME PIN (with mock)', 'JAMB')).toBe('UTME PIN (with mock)');
  });

  it('writes percentages without trailing zeros', () => {
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(1.25)).toBe('1.25%');
  });
});
