import { BETTING_MESSAGES, bettingCustomerId } from './rules';

describe('betting customer IDs', () => {
  it.each(['1234567', '08011111111', 'john_doe.99', '  5550123  '])('accepts %p', (value) => {
    expect(bettingCustomerId(value)).toBe(value.trim());
  });

  it.each(['', '123', 'has space', 'semi;colon', 'x'.repeat(31)])('refuses %p', (value) => {
    expect(bettingCustomerId(value)).toBeUndefined();
  });

  it('states the amount limits in naira as customers read them', () => {
    expect(BETTING_MESSAGES.minimum).toBe('Amount can not be less than ₦100');
    expect(BETTING_MESSAGES.maximum).toBe('Amount can not be more than ₦500,000');
  });
});
