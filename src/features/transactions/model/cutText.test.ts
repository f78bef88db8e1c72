import { cutText } from './cutText';

it('cuts text longer than 40 characters and marks it', () => {
  const text = 'Airtime purchase for 08031234567 on the MTN network at noon';
  expect(cutText(text)).toEqual({ short: `${text.slice(0, 40).trimEnd()}…`, cut: true });
});

it('keeps text of 40 characters or fewer whole', () => {
  const forty = 'x'.repeat(40);
  expect(cutText(forty)).toEqual({ short: forty, cut: false });
  expect(cutText('')).toEqual({ short: '', cut: false });
});
