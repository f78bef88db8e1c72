import { ADJUST_AMOUNT_MESSAGES, adjustAmountProblem } from './adjust-amount';

it('takes the typed amount as it is, up to two decimals', () => {
  expect(adjustAmountProblem('1000.05', null)).toBeUndefined();
  expect(adjustAmountProblem('0.05', null)).toBeUndefined();
  expect(adjustAmountProblem('1.01', null)).toBeUndefined();
  expect(adjustAmountProblem('1.015', null)).toBe(ADJUST_AMOUNT_MESSAGES.decimals);
});

it('refuses nothing, zero, a sign or letters', () => {
  for (const typed of ['', '0', '0.00', '-5', '+5', '1e3', '5 000', 'abc'])
    expect([typed, adjustAmountProblem(typed, null)]).toEqual([
      typed,
      ADJUST_AMOUNT_MESSAGES.invalid,
    ]);
});

it("holds support to their cap and everyone to the API's maximum", () => {
  expect(adjustAmountProblem('50000', 5_000_000)).toBeUndefined();
  expect(adjustAmountProblem('50000.01', 5_000_000)).toBe(
    ADJUST_AMOUNT_MESSAGES.aboveLimit(5_000_000),
  );
  expect(adjustAmountProblem('10000000', null)).toBeUndefined();
  expect(adjustAmountProblem('10000000.01', null)).toBe(ADJUST_AMOUNT_MESSAGES.aboveMaximum);
});
