import { transactionImageAlt, transactionImagePath, transactionTitle } from './title';

const mtnAirtime = {
  kind: 'purchase',
  plan: 'MTN ₦100 airtime',
  category: { id: 1, name: 'Airtime', image: '/media/airtime.svg' },
  subcategory: { id: 1, title: 'MTN', image: '/media/logos/mtn.svg' },
};

it('pictures a purchase by its subcategory logo, named by the subcategory', () => {
  expect(transactionImagePath(mtnAirtime)).toBe('/media/logos/mtn.svg');
  expect(transactionImageAlt(mtnAirtime)).toBe('MTN');
});

it('falls back to the category logo when there is no subcategory', () => {
  const tx = { ...mtnAirtime, subcategory: null };
  expect(transactionImagePath(tx)).toBe('/media/airtime.svg');
  expect(transactionImageAlt(tx)).toBe('Airtime');
});

it('has no picture when neither has one', () => {
  expect(transactionImagePath({ ...mtnAirtime, subcategory: null, category: null })).toBe('');
});

it.each([
  ['card_funding', 'funding.svg', 'Wallet funding (card)'],
  ['bank_funding', 'funding.svg', 'Wallet funding (bank transfer)'],
  ['bank_charge', 'bank-charge.svg', 'Bank charge'],
  ['bonus_transfer', 'bonus.svg', 'Referral bonus transfer'],
  ['level_upgrade', 'upgrade.svg', 'Account upgrade'],
])('gives a %s its own picture and a readable title instead of blanks', (kind, file, title) => {
  const tx = { kind, subcategory: null, category: null, plan: null };
  expect(transactionImagePath(tx)).toBe(`/media/kinds/${file}`);
  expect(transactionImageAlt(tx)).toBe(title);
  expect(transactionTitle(tx)).toBe(title);
});

it('titles a purchase by its plan', () => {
  expect(transactionTitle(mtnAirtime)).toBe('MTN ₦100 airtime');
});
