import { buildTransaction } from '@/shared/lib/test';
import { transactionImage, transactionImageAlt } from './image';

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
