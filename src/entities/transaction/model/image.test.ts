import { buildTransaction } from '@/shared/lib/test';
import { transactionImage, transactionImageAlt, transactionTitle } from './image';

const origin = window.location.origin;

it('uses the subcategory logo, through the API host', () => {
  const tx = buildTransaction();
  expect(transactionImage(tx)).toBe(`${origin}/media/logos/mtn.svg`);
  expect(transactionImageAlt(tx)).toBe('MTN');
});

it('falls back to the category logo when there is no subcategory', () => {
  const tx = buildTransaction({ subcategory: null });
  expect(transactionImage(tx)).toBe(`${origin}/media/airtime.svg`);
  expect(transactionImageAlt(tx)).toBe('Airtime');
});

it('has no image when neither has one', () => {
  expect(transactionImage(buildTransaction({ subcategory: null, category: null }))).toBe('');
});

it.each([
  ['card_funding', 'funding.svg', 'Wallet funding (card)'],
  ['bank_funding', 'funding.svg', 'Wallet funding (bank transfer)'],
  ['bank_charge', 'bank-charge.svg', 'Bank charge'],
  ['bonus_transfer', 'bonus.svg', 'Referral bonus transfer'],
  ['level_upgrade', 'upgrade.svg', 'Account upgrade'],
])('gives a %s its own picture and a readable title instead of blanks', (kind, file, title) => {
  const tx = buildTransaction({ kind, subcategory: null, category: null, plan: null });
  expect(transactionImage(tx)).toBe(`${origin}/media/kinds/${file}`);
  expect(transactionImageAlt(tx)).toBe(title);
  expect(transactionTitle(tx)).toBe(title);
});

it('titles a purchase by its plan', () => {
  expect(transactionTitle(buildTransaction())).toBe('MTN ₦100 airtime');
});
