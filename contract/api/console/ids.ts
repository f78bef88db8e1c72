import { Type } from 'typebox';

/*
 * Row ids in addresses and filters, bounded by the column they are looked up in, so an id no row
 * can have is a 400 naming the field instead of an out-of-range error from the database.
 */

/** The largest value of a Postgres `integer` (serial) column: 2^31 - 1. */
export const MAX_INTEGER_ID = 2_147_483_647;
/** The largest value of a Postgres `smallint` column (levels). */
export const MAX_SMALLINT_ID = 32_767;

/** An id of a row keyed by `serial`/`integer` (users, packages, plans, categories, staff). */
export const IntegerIdSchema = Type.Integer({ minimum: 1, maximum: MAX_INTEGER_ID });

/** `:id` in a console address, for a row keyed by `serial`/`integer`. */
export const IntegerIdParamsSchema = Type.Object({ id: IntegerIdSchema });

/** `:id` of a level (a `smallint` key). */
export const LevelIdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_SMALLINT_ID }),
});
