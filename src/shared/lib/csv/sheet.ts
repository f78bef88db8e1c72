import Papa from 'papaparse';

/*
 * A spreadsheet as a CSV file or pasted text: a header row naming the columns, then a line a row.
 * Column names are read without case, spaces as underscores, and through the caller's aliases
 * (e.g. "Plan Name" is plan_name, which may be an alias of name). A byte-order mark is dropped.
 */

export interface CsvSheet<Column extends string> {
  /** the columns the header names, after aliases */
  fields: string[];
  rows: Partial<Record<Column, string>>[];
}

export function parseCsvSheet<Column extends string>(
  text: string,
  aliases: Readonly<Record<string, Column>>,
): CsvSheet<Column> {
  const parsed = Papa.parse<Partial<Record<Column, string>>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => {
      const name = header.trim().toLowerCase().replace(/\s+/g, '_');
      return aliases[name] ?? name;
    },
  });
  return { fields: parsed.meta.fields ?? [], rows: parsed.data };
}
