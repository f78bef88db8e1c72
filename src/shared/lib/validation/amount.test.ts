import { AMOUNT_MESSAGES } from '@contract/rules';
import { nairaAmount } from './amount';

const schema = nairaAmount(100, 'Amount can not be less than ₦100');
const firstError = (value: unknown) => {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('nairaAmount', () => {
  it('checks required, then the minimum, then kobo precision', () => {
    expect(firstError('')).toBe(AMOUNT_MESSAGES.required);
    expect(firstError('  ')).toBe(AMOUNT_MESSAGES.required);
    expect(firstError('0')).toBe(AMOUNT_MESSAGES.required);
    expect(firstError('0.00')).toBe(AMOUNT_MESSAGES.required);
    expect(firstError('99.99')).toBe('Amount can not be less than ₦100');
    expect(firstError('abc')).toBe('Amount can not be less than ₦100');
    expect(firstError('100.005')).toBe(AMOUNT_MESSAGES.decimals);
  });

  it('accepts whole naira and kobo amounts from the minimum up', () => {
    expect(firstError('100')).toBeUndefined();
    expect(firstError(250.5)).toBeUndefined();
    expect(firstError('1000.25')).toBeUndefined();
  });
});

describe('nairaAmount with a maximum', () => {
  const capped = nairaAmount(100, 'Amount can not be less than ₦100', {
    naira: 500_000,
    message: 'Amount can not be more than ₦500,000',
  });
  const cappedError = (value: unknown) => {
    try {
      capped.validateSync(value);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('checks the maximum after the minimum and before kobo precision, as the server does', () => {
    expect(cappedError('500000')).toBeUndefined();
    expect(cappedError('500000.01')).toBe('Amount can not be more than ₦500,000');
    expect(cappedError('600000.005')).toBe('Amount can not be more than ₦500,000');
    expect(cappedError('99')).toBe('Amount can not be less than ₦100');
  });
});
