import { buildTransaction } from '@/shared/lib/test';
import { transactionImage } from './image';

const origin = window.location.origin;

it('loads the subcategory logo through the API host', () => {
  expect(transactionImage(buildTransaction())).toBe(`${origin}/media/logos/mtn.svg`);
});

it('loads a wallet operation its own picture', () => {
  const tx = buildTransaction({ kind: 'bank_charge', subcategory: null, category: null });
  expect(transactionImage(tx)).toBe(`${origin}/media/kinds/bank-charge.svg`);
});

it('has no image when there is none to load', () => {
  expect(transactionImage(buildTransaction({ subcategory: null, category: null }))).toBe('');
});
