import { normalizePhone, normalizePurchasePhone } from './phone';

it.each([
  ['08031234567', '08031234567'],
  ['+2348031234567', '08031234567'],
  ['2348031234567', '08031234567'],
  ['+234 803-123-4567', '08031234567'],
  ['0803 123 4567', '08031234567'],
  [' 0803-123-4567 ', '08031234567'],
])('a customer may type %s; it is kept as %s', (typed, stored) => {
  expect(normalizePhone(typed)).toBe(stored);
  expect(normalizePurchasePhone(typed)).toBe(stored);
});

it.each([
  '+08031234567',
  '0803123456',
  '080312345678',
  '+23408031234567',
  '8031234567',
  '08O31234567',
  '',
])('refuses %s', (typed) => expect(normalizePhone(typed)).toBeUndefined());

it('keeps the provider sandbox numbers for purchases only', () => {
  expect(normalizePurchasePhone('201000000000')).toBe('201000000000');
  expect(normalizePhone('201000000000')).toBeUndefined();
});
