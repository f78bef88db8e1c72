import { PURCHASE_MESSAGES } from '@contract/rules';
import { HttpError } from '../../lib/http-error';
import { Problems } from './problems';
import { checkAmount } from './quote';

/** The typed amount's checks, in the order customers are told: required, minimum, maximum, kobo. */

const messages = { required: 'Amount is required', minimum: 'At least ₦100' };
const maximum = { naira: 5000, message: 'At most ₦5,000' };

const problemOf = (amount: number, withMaximum = true) => {
  const problems = new Problems();
  checkAmount(problems, amount, messages, 100, withMaximum ? maximum : undefined);
  try {
    problems.check();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.message : String(error);
  }
};

it.each<[number, string | undefined]>([
  [0, messages.required],
  [99, messages.minimum],
  [5000.5, maximum.message],
  [150.555, PURCHASE_MESSAGES.amountDecimals],
  [100, undefined],
  [5000, undefined],
])('answers %p with %p', (amount, expected) => {
  expect(problemOf(amount)).toBe(expected);
});

it('has no maximum unless the service gives one', () => {
  expect(problemOf(9_000_000, false)).toBeUndefined();
});
