import { sql } from 'drizzle-orm';
import { FAILED_STATUSES } from '@contract/api/console';
import { PART_REFUND_KINDS } from '../../wallet/refunds';

/*
 * One definition of each sale figure, for every card, chart and list of the owner's figures, over
 * a transactions row `t` (joined to its package `p` for the cost): a sale is a purchase or an SMS
 * send the customer paid for and got (confirmed).
 */

const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export const SALE_KINDS = sql`('purchase', 'sms')`;

/** A sale that failed: nothing delivered, the customer refunded (refused or reversed). */
export const SALE_FAILED = sql`t.status IN (${listOf(FAILED_STATUSES)})`;

/**
 * What a sale brought in the end: its charge less what was refunded of a sale delivered in part
 * (an SMS's refused recipients, a card batch's missing cards).
 */
export const SALE_VALUE_KOBO = sql`(t.amount_kobo - coalesce((SELECT sum(l.amount_kobo)
  FROM ledger_entries l WHERE l.account = 'wallet' AND l.reference = t.tx_ref
    AND l.kind IN (${listOf(PART_REFUND_KINDS)})), 0))`;

export const LAGOS_TODAY = sql`date_trunc('day', now() AT TIME ZONE 'Africa/Lagos')`;

/** The first Lagos day of the last `days` (today the last), as a timestamptz. */
export const firstLagosDay = (days: number) =>
  sql`(${LAGOS_TODAY} - make_interval(days => ${days - 1}::int)) AT TIME ZONE 'Africa/Lagos'`;
