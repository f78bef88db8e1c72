import type { PriceListItem } from '@contract/api';
import { displayTitle, planRows, rateKind, tierValues } from './price-list';

const item = (type: string, products: PriceListItem['products']): PriceListItem => ({
  title: 'X',
  image: '/media/logos/x.svg',
  category: { id: 1, name: 'X', type },
  products,
});

describe('price list helpers', () => {
  it('reads plans or a single rate from products', () => {
    const plans = item('data', [
      { data: [{ plan: '1GB', amount1: 4, amount2: 3, amount3: 2, amount4: 1 }] },
    ]);
    const rate = item('airtime', [{ amount1: 1, amount2: 2, amount3: 3, amount4: 4 }]);
    expect(planRows(plans)?.[0]?.plan).toBe('1GB');
    expect(tierValues(plans)).toBeUndefined();
    expect(tierValues(rate)?.amount4).toBe(4);
    expect(planRows(rate)).toBeUndefined();
    expect(planRows(item('data', []))).toBeUndefined();
  });

  it('names what a rate means per category type', () => {
    expect(rateKind('airtime')).toBe('discount');
    expect(rateKind('electricity')).toBe('discount');
    expect(rateKind('airtime-to-cash')).toBe('commission');
    expect(rateKind('sms')).toBe('unit-price');
  });

  it('shows the part of a title after the first hyphen', () => {
    expect(displayTitle('IKEDC-Ikeja Electric')).toBe('Ikeja Electric');
    expect(displayTitle('MTN SME')).toBe('MTN SME');
  });
});
