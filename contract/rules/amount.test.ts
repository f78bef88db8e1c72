import { hasTooManyDecimals, typedKobo } from './amount';
import { CATALOGUE_VALUE_MESSAGES, parseCatalogueValue } from './catalogue-values';
import { REASON_MESSAGES, reasonProblem } from './reason';

describe('typedKobo', () => {
  it('reads the typed digits exactly, without float arithmetic', () => {
    expect(typedKobo('1000.05')).toBe(100_005);
    expect(typedKobo('0.05')).toBe(5);
    expect(typedKobo('1.01')).toBe(101);
    expect(typedKobo('0.1')).toBe(10);
    expect(typedKobo(' 500 ')).toBe(50_000);
    expect(typedKobo('4.35')).toBe(435);
  });

  it('refuses a third decimal, signs, exponents and separators rather than guess', () => {
    for (const typed of ['1.015', '-5', '+5', '1e3', '1,000', '', '.', '5.'])
      expect([typed, typedKobo(typed)]).toEqual([typed, undefined]);
    expect(hasTooManyDecimals('1.015')).toBe(true);
    expect(hasTooManyDecimals('1.01')).toBe(false);
  });
});

describe('parseCatalogueValue', () => {
  it('keeps a price above ₦0 and a percentage of 0 or more, as typed', () => {
    expect(parseCatalogueValue('1000.05', 'naira')).toEqual({ value: 1000.05 });
    expect(parseCatalogueValue('0', 'percent')).toEqual({ value: 0 });
    expect(parseCatalogueValue('0', 'naira')).toEqual({
      problem: CATALOGUE_VALUE_MESSAGES.priceAboveZero,
    });
    expect(parseCatalogueValue('-5', 'naira')).toEqual({
      problem: CATALOGUE_VALUE_MESSAGES.priceAboveZero,
    });
    expect(parseCatalogueValue('-1', 'percent')).toEqual({
      problem: CATALOGUE_VALUE_MESSAGES.notNegative,
    });
  });
});

describe('reasonProblem', () => {
  it('counts the characters left after trimming', () => {
    expect(reasonProblem('  a ')).toBe(REASON_MESSAGES.tooShort);
    expect(reasonProblem(' abc ')).toBeUndefined();
    expect(reasonProblem('   ', true)).toBeUndefined();
    expect(reasonProblem(' ab ', true)).toBe(REASON_MESSAGES.tooShort);
  });
});
