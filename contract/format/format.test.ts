import { formatDateTime, formatNaira, sentenceCase } from '.';

describe('formatNaira', () => {
  it('uses the naira sign, thousands separators and two decimals', () => {
    expect(formatNaira(5000)).toBe('₦5,000.00');
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira('99.9')).toBe('₦99.90');
  });

  it('treats missing or unreadable values as zero and keeps the sign of negatives', () => {
    expect(formatNaira(null)).toBe('₦0.00');
    expect(formatNaira('abc')).toBe('₦0.00');
    expect(formatNaira(-30)).toBe('-₦30.00');
  });
});

describe('formatDateTime', () => {
  it("formats as 'Do MMM, YYYY, h:mm:ss a'", () => {
    expect(formatDateTime(new Date(2024, 0, 1, 15, 4, 5))).toBe('1st Jan, 2024, 3:04:05 pm');
    expect(formatDateTime(new Date(2024, 10, 22, 9, 0, 0))).toBe('22nd Nov, 2024, 9:00:00 am');
  });

  it('gives an empty string for no date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('sentenceCase', () => {
  it('capitalises the first letter only', () => {
    expect(sentenceCase('api')).toBe('Api');
    expect(sentenceCase('RESELLER')).toBe('Reseller');
  });
});
