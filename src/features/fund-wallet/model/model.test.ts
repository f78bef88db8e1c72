import { FUNDING_MESSAGES } from '@contract/rules';
import type { User } from '@contract/api';
import { BANKS, accountsOf, chargesOf } from './banks';
import { cardFundingSchema, isFundableAmount, toPaymentLinkRequest } from './card-funding';
import {
  CHECKOUT_REFERENCE_KEY,
  paymentReferenceToVerify,
  saveCheckoutReference,
} from './checkout-reference';
import { PAYMENT_OUTCOME_TITLES, paymentOutcome } from './payment-status';
import { toVirtualAccountRequest, virtualAccountSchema } from './virtual-account';

const firstError = (run: () => unknown) => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

const bank = (name: string) => {
  const found = BANKS.find((item) => item.bankName === name);
  if (!found) throw new Error(`no bank ${name}`);
  return found;
};

describe('card funding rules', () => {
  it.each([
    ['', FUNDING_MESSAGES.amountRequired],
    ['  ', FUNDING_MESSAGES.amountRequired],
    ['0', FUNDING_MESSAGES.amountRequired],
    ['999.99', FUNDING_MESSAGES.cardMinimum],
    ['1000.555', FUNDING_MESSAGES.amountDecimals],
    ['1000', undefined],
    ['5000.50', undefined],
  ])('checks the typed amount %j', (amount, message) => {
    expect(firstError(() => cardFundingSchema.validateSync({ amount }))).toBe(message);
  });

  it('allows paying only from ₦1000 up', () => {
    expect(isFundableAmount('')).toBe(false);
    expect(isFundableAmount('999')).toBe(false);
    expect(isFundableAmount('abc')).toBe(false);
    expect(isFundableAmount(999.99)).toBe(false);
    expect(isFundableAmount('1000')).toBe(true);
    expect(isFundableAmount(1000)).toBe(true);
  });

  it('sends the typed amount as a number', () => {
    expect(toPaymentLinkRequest({ amount: ' 5000.25 ' })).toEqual({ amount: 5000.25 });
  });
});

describe('virtual account rules', () => {
  it('needs only the account name for rehoboth and sends no NIN', () => {
    const schema = virtualAccountSchema(bank('rehoboth'));
    expect(firstError(() => schema.validateSync({ account_name: ' ', nin: '' }))).toBe(
      FUNDING_MESSAGES.accountNameRequired,
    );
    expect(firstError(() => schema.validateSync({ account_name: 'Ada', nin: '' }))).toBeUndefined();
    expect(
      toVirtualAccountRequest(bank('rehoboth'), { account_name: ' Ada ', nin: '123' }),
    ).toEqual({ bank_name: 'rehoboth', account_name: 'Ada', nin: '' });
  });

  it.each(['moniepoint', 'wema'])('needs a NIN of exactly 11 digits for %s', (name) => {
    const schema = virtualAccountSchema(bank(name));
    const check = (nin: string) =>
      firstError(() => schema.validateSync({ account_name: 'Ada Okafor', nin }));
    expect(check('')).toBe(FUNDING_MESSAGES.ninInvalid);
    expect(check('1234567890')).toBe(FUNDING_MESSAGES.ninInvalid);
    expect(check('123456789012')).toBe(FUNDING_MESSAGES.ninInvalid);
    expect(check('1234567890a')).toBe(FUNDING_MESSAGES.ninInvalid);
    expect(check('12345678901')).toBeUndefined();
    expect(firstError(() => schema.validateSync({ account_name: '', nin: '12345678901' }))).toBe(
      FUNDING_MESSAGES.accountNameRequired,
    );
    expect(
      toVirtualAccountRequest(bank(name), { account_name: 'Ada', nin: ' 12345678901 ' }),
    ).toEqual({ bank_name: name, account_name: 'Ada', nin: '12345678901' });
  });

  it('lists Monnify’s three banks and the Paystack account with their charges and reads their accounts from the user', () => {
    expect(BANKS.map((item) => [item.bankName, item.stateKey, item.needsNin])).toEqual([
      ['rehoboth', 'rehoboth_account', false],
      ['moniepoint', 'moniepoint_account', true],
      ['wema', 'wema_account', true],
      ['paystack', 'paystack_account', false],
    ]);
    // Paystack's charge is the owner's, sent with the user
    expect(chargesOf(undefined, bank('paystack'))).toBe('…');
    expect(chargesOf({ paystack_charges: '1% of every deposit.' } as User, bank('paystack'))).toBe(
      '1% of every deposit.',
    );
    expect(chargesOf(undefined, bank('wema'))).toBe(bank('wema').charges);
    expect(bank('rehoboth').charges).toMatch(/Free .*under ₦5,000.*₦30 .*₦5,000 and above/);
    expect(bank('wema').charges).toMatch(/0\.85%/);
    expect(accountsOf(undefined, bank('wema'))).toEqual([]);
  });
});

describe('payment callback', () => {
  it.each([
    ['PAID', 'success'],
    ['OVERPAID', 'success'],
    ['PENDING', 'pending'],
    ['CANCELLED', 'cancelled'],
    ['ABANDONED', 'cancelled'],
    ['FAILED', 'failed'],
    ['EXPIRED', 'failed'],
    ['PARTIALLY_PAID', 'failed'],
    ['', 'failed'],
    [undefined, 'failed'],
  ])('reads status %j as %s', (status, outcome) => {
    expect(paymentOutcome(status)).toBe(outcome);
  });

  it('has a heading for each outcome', () => {
    expect(Object.values(PAYMENT_OUTCOME_TITLES)).toEqual([
      'Payment successful!',
      'Payment pending!',
      'Payment cancelled',
      'Payment failed!',
    ]);
  });

  it('verifies the URL reference, else the saved checkout reference', () => {
    window.sessionStorage.clear();
    expect(paymentReferenceToVerify(new URLSearchParams(''))).toBeNull();
    saveCheckoutReference('MNFY|1');
    expect(window.sessionStorage.getItem(CHECKOUT_REFERENCE_KEY)).toBe('MNFY|1');
    expect(paymentReferenceToVerify(new URLSearchParams(''))).toBe('MNFY|1');
    expect(paymentReferenceToVerify(new URLSearchParams('paymentReference=NT-9'))).toBe('NT-9');
    window.sessionStorage.clear();
  });
});
