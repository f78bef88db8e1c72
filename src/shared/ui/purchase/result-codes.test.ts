import { codeGroups } from './result-codes';

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
