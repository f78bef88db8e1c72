import { parseRecipients, smsCostKobo, smsCostNaira, smsPages, truncateSmsMessage } from './rules';

describe('parseRecipients', () => {
  it('keeps valid Nigerian numbers once each, in the order typed', () => {
    const parsed = parseRecipients('08031234567, 07011112222,08031234567,2348031234567');
    expect(parsed.valid).toEqual(['08031234567', '07011112222']);
    expect(parsed.duplicates).toBe(2);
    expect(parsed.invalid).toEqual([]);
  });

  it('lists what is not a Nigerian mobile number', () => {
    const parsed = parseRecipients(
      '+2348031234567, 0803123, 12345678901, 09122223333, +4478031234',
    );
    expect(parsed.valid).toEqual(['2348031234567', '09122223333']);
    expect(parsed.invalid).toEqual(['0803123', '12345678901', '+4478031234']);
  });

  it('takes +234 numbers as contacts write them, sent without the +, and as the same line', () => {
    const parsed = parseRecipients('+2348031234567, 08031234567, +2347011112222, +08031234567');
    expect(parsed.valid).toEqual(['2348031234567', '2347011112222']);
    expect(parsed.duplicates).toBe(1);
    expect(parsed.invalid).toEqual(['+08031234567']);
  });

  it('ignores empty entries and stray spaces or new lines', () => {
    expect(parseRecipients(' , 08031234567 ,\n,').valid).toEqual(['08031234567']);
    expect(parseRecipients('').valid).toEqual([]);
  });
});

describe('SMS pages and cost', () => {
  it('counts 160 characters a page and cuts at 480', () => {
    expect(smsPages('')).toBe(0);
    expect(smsPages('a')).toBe(1);
    expect(smsPages('a'.repeat(160))).toBe(1);
    expect(smsPages('a'.repeat(161))).toBe(2);
    expect(smsPages('a'.repeat(480))).toBe(3);
    expect(smsPages('a'.repeat(900))).toBe(3);
    expect(truncateSmsMessage('a'.repeat(500))).toHaveLength(480);
  });

  it('costs recipients x pages x rate, exactly to the kobo', () => {
    expect(smsCostKobo(3, 2, 350)).toBe(2100);
    expect(smsCostNaira(3, 1, 3.5)).toBe(10.5);
    expect(smsCostNaira(7, 3, 2.8)).toBe(58.8);
    expect(smsCostNaira(0, 3, 2.8)).toBe(0);
  });
});
