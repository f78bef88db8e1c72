import { keptItemsOf, resultItemsOf } from './result-items';

const headed = (result: Parameters<typeof resultItemsOf>[0]) =>
  resultItemsOf(result).map((item) => [item.label, item.values]);

it('lists what the customer keeps in the receipt order: token, units, PINs, cards, vouchers, certificate', () => {
  expect(
    headed({
      certificate_url: 'https://insurer.example/cert/1.pdf',
      vouchers: ['SHOW-1'],
      cards: [{ serial: 'WRN1', pin: '999' }],
      pins: ['111'],
      units: '79.9 kWh',
      token: '1234-5678',
      customer_name: 'Ada Okafor',
      recipients: 3,
    }),
  ).toEqual([
    ['Token', ['1234-5678']],
    ['Units', ['79.9 kWh']],
    ['PIN', ['111']],
    ['Card', ['Serial WRN1, PIN 999']],
    ['Voucher', ['SHOW-1']],
    ['Certificate', ['https://insurer.example/cert/1.pdf']],
  ]);
});

it('heads several values in the plural and keeps the singular for each line', () => {
  const items = resultItemsOf({
    pins: ['111', '222'],
    cards: [
      { serial: 'WRN1', pin: '999' },
      { serial: 'WRN2', pin: '888' },
    ],
    vouchers: ['A', 'B'],
  });
  expect(items.map((item) => [item.label, item.labelOfOne])).toEqual([
    ['PINs', 'PIN'],
    ['Cards', 'Card'],
    ['Vouchers', 'Voucher'],
  ]);
  expect(items[1]?.parts).toEqual([
    [
      { label: 'Serial', value: 'WRN1' },
      { label: 'PIN', value: '999' },
    ],
    [
      { label: 'Serial', value: 'WRN2' },
      { label: 'PIN', value: '888' },
    ],
  ]);
});

it('marks the codes, the units as the token’s and the certificate as a link', () => {
  const items = resultItemsOf({
    token: 'T',
    units: '5 kWh',
    certificate_url: 'https://insurer.example/c',
  });
  expect(items.map((item) => [item.key, !!item.code, item.of, !!item.link])).toEqual([
    ['token', true, undefined, false],
    ['units', false, 'token', false],
    ['certificate', false, undefined, true],
  ]);
});

it('appends the items a service declared after the named ones, as declared', () => {
  const items = resultItemsOf({
    token: 'T',
    items: [
      { label: 'Policy number', values: ['POL-77'], code: true },
      { label: 'Schedule', values: ['https://insurer.example/s.pdf'], link: true },
      { label: 'Claims line', values: ['http://not-secure.example'], link: true },
    ],
  });
  expect(items.map((item) => [item.label, item.values, !!item.code, !!item.link])).toEqual([
    ['Token', ['T'], true, false],
    ['Policy number', ['POL-77'], true, false],
    ['Schedule', ['https://insurer.example/s.pdf'], false, true],
    // only an https address opens as a link
    ['Claims line', ['http://not-secure.example'], false, false],
  ]);
});

it('lists nothing for a purchase that produced nothing to keep', () => {
  expect(resultItemsOf(null)).toEqual([]);
  expect(resultItemsOf({ customer_name: 'Ada', recipients: 2, pages: 1 })).toEqual([]);
});

it('shows the token column as the Token only when the result keeps no code of its own', () => {
  const keys = (tx: Parameters<typeof keptItemsOf>[0]) =>
    keptItemsOf(tx).map((item) => [item.key, item.values]);
  // an exam purchase: its column repeats the PINs, which show once
  expect(keys({ token: '111, 222', result: { pins: ['111', '222'] } })).toEqual([
    ['pins', ['111', '222']],
  ]);
  // recorded before results were kept
  expect(keys({ token: '1234-5678', result: { units: '5 kWh' } })).toEqual([
    ['token', ['1234-5678']],
    ['units', ['5 kWh']],
  ]);
  expect(keys({ token: ' ', result: null })).toEqual([]);
});
