import { codeGroups, resultCodes } from './result-codes';

const shown = (value: string) =>
  codeGroups(value)
    .map((group) => `${group.gap ? ' ' : ''}[${group.text}]`)
    .join('');

describe('codeGroups: where a token or PIN may break across lines', () => {
  it('breaks a hyphenated electricity token only after its hyphens', () => {
    expect(shown('1234-5678-9012-3456-7890')).toBe('[1234-][5678-][9012-][3456-][7890]');
  });

  it('groups a run of digits in fours, with space between the groups', () => {
    expect(shown('26362054405982757802')).toBe('[2636] [2054] [4059] [8275] [7802]');
    expect(shown('123456789012345')).toBe('[1234] [5678] [9012] [345]');
  });

  it('keeps words and short codes whole, and their own spaces', () => {
    expect(shown('GIFT-0013')).toBe('[GIFT-][0013]');
    expect(shown('WAEC 4821')).toBe('[WAEC] [4821]');
  });

  it('loses no character but spaces', () => {
    const value = '1234-5678 90123456';
    expect(
      codeGroups(value)
        .map((group) => group.text)
        .join(''),
    ).toBe(value.replace(/\s/g, ''));
  });
});

describe('resultCodes: the lines of the result panel', () => {
  it('gives each value its own line, a card as its serial and its PIN', () => {
    expect(
      resultCodes({
        token: 'ignored when the result has codes',
        result: {
          token: '1234-5678',
          units: '79.9 kWh',
          pins: ['111', '222'],
          cards: [{ serial: 'WRN1', pin: '999' }],
          vouchers: ['SHOW-1'],
          certificate_url: 'https://insurer.example/c.pdf',
        },
      }),
    ).toEqual([
      { label: 'Token', value: '1234-5678' },
      { label: 'PIN', value: '111' },
      { label: 'PIN', value: '222' },
      { label: 'Serial', value: 'WRN1' },
      { label: 'PIN', value: '999' },
      { label: 'Voucher', value: 'SHOW-1' },
      { label: 'Certificate', value: 'https://insurer.example/c.pdf', link: true },
    ]);
  });

  it('shows the items a service declared, a link as a link and plain information as a note', () => {
    expect(
      resultCodes({
        token: null,
        result: {
          items: [
            { label: 'Policy number', values: ['POL-77', 'POL-78'], code: true },
            { label: 'Schedule', values: ['https://insurer.example/s.pdf'], link: true },
            { label: 'Tariff', values: ['R2 SINGLE PHASE'] },
          ],
        },
      }),
    ).toEqual([
      { label: 'Policy number', value: 'POL-77' },
      { label: 'Policy number', value: 'POL-78' },
      { label: 'Schedule', value: 'https://insurer.example/s.pdf', link: true },
      { label: 'Tariff', value: 'R2 SINGLE PHASE', note: true },
    ]);
  });

  it('falls back to the token column when the result keeps nothing', () => {
    expect(resultCodes({ token: '1111-2222', result: { customer_name: 'Ada' } })).toEqual([
      { label: 'Token', value: '1111-2222' },
    ]);
  });
});
