import Fastify from 'fastify';
import {
  csvCell,
  csvKobo,
  csvLine,
  lagosDateTime,
  nairaText,
  sendCsv,
  wantsCsv,
  wholeListRows,
  type CsvExportSummary,
} from './csv';
import { parseCsv } from '../../test/csv';
import type { FastifyRequest } from 'fastify';

const requestWith = (accept: string | undefined) =>
  ({ headers: accept === undefined ? {} : { accept } }) as FastifyRequest;

describe('CSV cells', () => {
  it('writes kobo as naira with two decimals, exactly', () => {
    expect(nairaText(123456)).toBe('1234.56');
    expect(nairaText(5)).toBe('0.05');
    expect(nairaText(-4250)).toBe('-42.50');
    // 0.1 + 0.2 style float drift would show here: 9007199254740991 kobo is exact
    expect(nairaText(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(csvCell(csvKobo(-100))).toBe('-1.00');
  });

  it('writes times in Lagos time (UTC+1)', () => {
    expect(lagosDateTime(new Date('2026-11-26T13:05:09.999Z'))).toBe('2026-11-26 14:05:09');
    expect(lagosDateTime(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01 00:30:00');
    expect(csvCell(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01 01:00:00');
  });

  it('neutralises text a spreadsheet would run as a formula, but not numbers we write', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("http://x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Ada Obi')).toBe('Ada Obi');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(csvKobo(-500))).toBe('-5.00');
  });

  it('quotes commas, quotes and line breaks so they come back unchanged', () => {
    const tricky = ['Obi, Ada', 'She said "hi"', 'line one\r\nline two', 'plain', ''];
    const line = csvLine(tricky);
    expect(line).toBe('"Obi, Ada","She said ""hi""","line one\r\nline two",plain,\r\n');
    expect(parseCsv(line)).toEqual([tricky]);
  });

  it('writes empty cells for missing values and yes/no for flags', () => {
    expect(csvLine([null, undefined, true, false, 3])).toBe(',,yes,no,3\r\n');
  });
});

describe('asking for CSV', () => {
  it('answers CSV only to an Accept that names text/csv', () => {
    expect(wantsCsv(requestWith('text/csv'))).toBe(true);
    expect(wantsCsv(requestWith('application/json, Text/CSV; q=0.9'))).toBe(true);
    expect(wantsCsv(requestWith('application/json'))).toBe(false);
    expect(wantsCsv(requestWith('*/*'))).toBe(false);
    expect(wantsCsv(requestWith(undefined))).toBe(false);
  });
});

describe('a download’s summary', () => {
  const columns = [{ header: 'n', value: (row: number) => row }];

  async function download(rows: AsyncIterable<number>) {
    const summaries: CsvExportSummary[] = [];
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendCsv(reply, { list: 'numbers', columns, rows }, async (summary) => {
        summaries.push({ ...summary });
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/file' }).catch(() => null);
    await app.close();
    return { response, summaries };
  }

  it('counts the rows of a whole file before its end is sent', async () => {
    const { response, summaries } = await download(wholeListRows(async () => [1, 2, 3]));
    expect(parseCsv(response?.body ?? '')).toHaveLength(4);
    expect(summaries).toEqual([{ rows: 3, complete: true }]);
  });

  it('reports a download cut short by a failed read as incomplete, with the rows read', async () => {
    async function* failing() {
      yield 1;
      yield 2;
      throw new Error('the database went away');
    }
    const { summaries } = await download(failing());
    expect(summaries).toEqual([{ rows: 2, complete: false }]);
  });
});
