import { csvCell, csvFile } from './write';
import { parseCsvSheet } from './sheet';

describe('writing CSV', () => {
  it('quotes commas, quotes and line breaks so the reader gives them back unchanged', () => {
    const tricky = ['Obi, Ada', 'She said "hi"', 'line one\r\nline two', 'plain'];
    const text = csvFile(['a', 'b', 'c', 'd'], [tricky]);
    expect(text).toBe(
      '\uFEFFa,b,c,d\r\n"Obi, Ada","She said ""hi""","line one\r\nline two",plain\r\n',
    );
    expect(parseCsvSheet(text, {}).rows).toEqual([
      { a: 'Obi, Ada', b: 'She said "hi"', c: 'line one\r\nline two', d: 'plain' },
    ]);
  });

  it('neutralises text a spreadsheet would run as a formula, but not numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(500)).toBe('500');
  });

  it('writes empty cells for missing values and for numbers that are not finite', () => {
    expect(csvFile(['a', 'b', 'c'], [[null, undefined, Number.NaN]])).toBe('\uFEFFa,b,c\r\n,,\r\n');
  });
});
