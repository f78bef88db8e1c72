import { formatDateTime, formatNaira, formatWholeNaira, lagosDateTime, sentenceCase } from '.';

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

describe('formatWholeNaira', () => {
  it('writes a whole amount with the sign and thousands separators, no decimals', () => {
    expect(formatWholeNaira(100)).toBe('₦100');
    expect(formatWholeNaira(5000)).toBe('₦5,000');
  });
});

// Under each server TZ, through the server's writers: server/src/lagos-time.process.test.ts (npm run test:processes).
describe('formatDateTime and lagosDateTime', () => {
  it("write a moment in Lagos time, as 'Do MMM, YYYY, h:mm:ss a' and as files do", () => {
    const purchase = new Date('2026-11-28T18:06:05Z');
    const newYear = new Date('2023-12-31T23:04:05Z');
    expect(formatDateTime(purchase)).toBe('28th Nov, 2026, 7:06:05 pm');
    expect(formatDateTime(purchase.toISOString())).toBe('28th Nov, 2026, 7:06:05 pm');
    expect(formatDateTime(newYear)).toBe('1st Jan, 2024, 12:04:05 am');
    expect(formatDateTime(new Date('2024-11-22T08:00:00Z'))).toBe('22nd Nov, 2024, 9:00:00 am');
    expect(formatDateTime(new Date('2024-03-11T11:30:00Z'))).toBe('11th Mar, 2024, 12:30:00 pm');
    expect(lagosDateTime(purchase)).toBe('2026-11-28 19:06:05');
    expect(lagosDateTime(newYear)).toBe('2024-01-01 00:04:05');
  });
});

describe('formatDateTime', () => {
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
