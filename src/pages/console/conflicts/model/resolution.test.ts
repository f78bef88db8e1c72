import { moneyMoved } from './resolution';

const conflict = (status: string) => ({ status, amount: 776, email: 'ada@example.com' });

it('names the money each resolution moves from the purchase status now', () => {
  expect(moneyMoved('provider_delivered', conflict('failed'))).toBe(
    '₦776.00 is charged to ada@example.com again and the purchase is confirmed delivered.',
  );
  expect(moneyMoved('provider_refunded', conflict('confirmed'))).toBe(
    "₦776.00 is refunded to ada@example.com's wallet and the purchase is marked failed.",
  );
  expect(moneyMoved('provider_delivered', conflict('confirmed'))).toBe(
    'Nothing moves: the purchase stays delivered and the charge is kept.',
  );
  expect(moneyMoved('provider_refunded', conflict('failed'))).toBe(
    'Nothing moves: the purchase stays refunded.',
  );
});
