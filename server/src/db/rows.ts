import { getTableColumns, type Table } from 'drizzle-orm';

/** drizzle's execute answers { rows } on node-postgres and PGlite alike (an array on some drivers). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: T[] }).rows;
  return rows ?? [];
}

/** A json value as the driver answered it: parsed already (node-postgres), or its text. */
export function parsedJson(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/**
 * A row of `table` that SQL returned as JSON (to_json(row): columns by their SQL names), mapped as
 * drizzle maps a selected row: dates to Date, bigint to number, jsonb parsed. Columns the schema
 * does not know (stored generated ones) are left out.
 */
export function rowFromJson<T extends Table>(table: T, json: unknown): T['$inferSelect'] {
  const source = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = source[column.name];
    row[key] =
      value === null || value === undefined
        ? null
        : column.columnType === 'PgJsonb'
          ? value
          : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * Values of a row of `table` by their SQL names, for SQL that takes a row as JSON
 * (jsonb_populate_record): the reverse of rowFromJson; dates as ISO text, jsonb as it is.
 */
export function rowToJson<T extends Table>(
  table: T,
  values: Partial<T['$inferInsert']>,
): Record<string, unknown> {
  const columns = getTableColumns(table);
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column || value === undefined) continue;
    json[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return json;
}
