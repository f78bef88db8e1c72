import { cardBatchForStaff } from '../../../services/epins';
import { CARDS_COME_FROM_THE_SELLER } from '../../purchases/settle';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { ConsoleTransactionDetail, HistoryEvent, StaffRole } from '@contract/api/console';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import {
  categories,
  ledgerEntries,
  packages,
  staffAudit,
  transactions,
  upstreamCalls,
  users,
} from '../../../db/schema';
import { notFound } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { webhookAttempts, webhookDeliveries } from '../../webhooks';
import type { TransactionRow } from '../../wallet/repository';
import { TRANSACTION_SUBJECT } from './audit-subject';
import { settlementConflicts } from '../../purchases/decision-tables';
import { presentConflict, selectConflicts } from '../conflicts/list';

/*
 * One transaction as staff see it: the row, its customer, and its history read from what the
 * database already records (the provider calls of upstream_calls, the ledger entries, the settling
 * columns, the webhook deliveries and their attempts, the staff audit log), oldest first.
 */

export const transactionNotFound = (ref: string) =>
  notFound(`No transaction has the reference ${ref}`);

const naira = (kobo: number) => formatNaira(kobo / 100);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const OPERATIONS: Record<string, string> = {
  pay: 'Provider pay',
  requery: 'Provider requery',
  'pay-resend': 'Provider pay (sent again)',
  'callback-requery': 'Provider callback, requeried',
  'console-requery': 'Provider requery by staff',
  'decision-check': "Provider requery after staff's decision",
  'callback-earlier-attempt': 'Provider callback about an attempt it refused, requeried',
};

/** What can be done to a transaction now, and why not. */
export function availableActions(
  row: TransactionRow,
  customerHasWebhook: boolean,
  requeryRunning: boolean,
  role: StaffRole,
): ConsoleTransactionDetail['actions'] {
  const yes = { allowed: true, reason: '' };
  const no = (reason: string) => ({ allowed: false, reason });
  const purchase = row.kind === 'purchase';
  const pending = row.status === 'pending';
  const owner = role === 'owner';
  // Owners settle a pending purchase at any time, on evidence; support once it needs attention.
  const settleable = purchase && pending && (row.needsAttentionAt !== null || owner);
  const settleReason = !purchase
    ? 'Only purchases are settled here.'
    : !pending
      ? `It is already ${row.status}.`
      : 'It is still being requeried; support can settle it once it needs attention (24 hours), an owner at any time.';
  const disputeReason = !purchase
    ? 'Only purchases are refunded after a dispute.'
    : !owner
      ? 'Only an owner can refund a delivered purchase after a dispute.'
      : row.status === 'reversed' && row.reviewedBy
        ? `It was already refunded after a dispute by ${row.reviewedBy}.`
        : row.status !== 'confirmed'
          ? `Only a delivered purchase is refunded after a dispute; it is ${row.status}.`
          : '';
  return {
    dispute_refund: disputeReason ? no(disputeReason) : yes,
    requery: !purchase
      ? no('Only purchases are requeried.')
      : !pending
        ? no(`It is already ${row.status}.`)
        : !row.requestId
          ? no('It never reached the provider.')
          : requeryRunning
            ? no('A requery is running now.')
            : yes,
    mark_delivered:
      row.result?.epin_batch_id !== undefined
        ? no(CARDS_COME_FROM_THE_SELLER)
        : settleable
          ? yes
          : no(settleReason),
    refund: settleable ? yes : no(settleReason),
    resend_webhook: !customerHasWebhook
      ? no('The customer has no webhook URL.')
      : pending
        ? no('Webhooks are sent when a transaction is final.')
        : yes,
  };
}

async function historyOf(db: Db, row: TransactionRow): Promise<HistoryEvent[]> {
  const events: HistoryEvent[] = [
    {
      at: row.createdAt.toISOString(),
      type: 'created',
      title: `Created: ${row.description || row.kind}`,
      // what moved the money, and when, is in the ledger events
      detail: naira(row.amountKobo) + (row.phoneNo ? ` for ${row.phoneNo}` : ''),
    },
  ];
  const [calls, entries, deliveries, audits] = await Promise.all([
    db
      .select()
      .from(upstreamCalls)
      .where(eq(upstreamCalls.transactionId, row.id))
      .orderBy(asc(upstreamCalls.id)),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, row.id))
      .orderBy(asc(ledgerEntries.id)),
    db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.transactionId, row.id))
      .orderBy(asc(webhookDeliveries.id)),
    db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.subjectType, TRANSACTION_SUBJECT), eq(staffAudit.subjectId, row.txRef)),
      )
      .orderBy(asc(staffAudit.id)),
  ]);
  for (const call of calls)
    events.push({
      at: call.createdAt.toISOString(),
      type: 'provider',
      title:
        `${OPERATIONS[call.operation] ?? call.operation}: ${call.state}` +
        (call.code ? ` (code ${call.code})` : ''),
      detail: call.detail,
    });
  for (const entry of entries)
    events.push({
      at: entry.createdAt.toISOString(),
      type: 'ledger',
      title: `${entry.account === 'wallet' ? 'Wallet' : 'Bonus'} ${entry.amountKobo < 0 ? '−' : '+'}${naira(Math.abs(entry.amountKobo))} (${entry.kind.replaceAll('_', ' ')})`,
      detail: `Balance after: ${naira(entry.balanceAfterKobo)}`,
    });
  if (row.needsAttentionAt)
    events.push({
      at: row.needsAttentionAt.toISOString(),
      type: 'attention',
      title: 'Needs attention: no longer requeried',
      detail: row.attentionReason ?? '',
    });
  if (row.settledAt && row.status !== 'pending')
    events.push({
      at: row.settledAt.toISOString(),
      type: 'settled',
      title: `Settled: ${row.status}` + (row.reviewedBy ? ` by ${row.reviewedBy}` : ''),
      detail: row.reviewNote ?? row.response ?? '',
    });
  const attempts = deliveries.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(asc(webhookAttempts.id))
    : [];
  for (const delivery of deliveries)
    events.push({
      at: delivery.createdAt.toISOString(),
      type: 'webhook',
      title: `Webhook ${delivery.event} queued`,
      detail: delivery.url,
    });
  for (const attempt of attempts)
    events.push({
      at: attempt.createdAt.toISOString(),
      type: 'webhook',
      title:
        `Webhook attempt ${attempt.attempt}: ` +
        (attempt.error === null ? 'delivered' : 'not delivered'),
      detail:
        (attempt.statusCode === null ? 'no answer' : `HTTP ${attempt.statusCode}`) +
        (attempt.error ? ` — ${attempt.error}` : ''),
    });
  for (const audit of audits)
    events.push({
      at: audit.createdAt.toISOString(),
      type: 'staff',
      title: `${audit.action} by ${audit.staffEmail}`,
      detail: audit.reason ?? '',
    });
  // stable: events of the same instant keep the order they were added in
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at.localeCompare(b.event.at) || a.index - b.index)
    .map(({ event }) => event);
}

export async function findTransactionByRef(db: Db, ref: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.txRef, ref.trim()));
  if (!row) throw transactionNotFound(ref);
  return row;
}

/** A purchase's pay calls (purchase_attempts), oldest first. */
async function attemptsOf(db: Db, transactionId: number) {
  const rows = rowsOf<{
    provider: string | null;
    request_id: string | null;
    state: string | null;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT provider, request_id, state, created_at FROM purchase_attempts
      WHERE transaction_id = ${transactionId} ORDER BY id`),
  );
  return rows.map((attempt) => ({
    provider: attempt.provider ?? '',
    request_id: attempt.request_id ?? '',
    state: attempt.state ?? '',
    at: new Date(attempt.created_at).toISOString(),
  }));
}

/** What the provider charged us for a purchase and what we kept, in naira: owners only. */
const costAndMarginOf = (row: { providerCostKobo: number | null; marginKobo: number | null }) => ({
  provider_cost: row.providerCostKobo === null ? null : koboToNaira(row.providerCostKobo),
  margin: row.marginKobo === null ? null : koboToNaira(row.marginKobo),
});

/** The transaction of `ref` with its customer, history and the actions it allows now. */
export async function transactionDetail(
  db: Db,
  ref: string,
  requeryRunning: (transactionId: number) => Promise<boolean>,
  role: StaffRole,
): Promise<ConsoleTransactionDetail> {
  const row = await findTransactionByRef(db, ref);
  const [[customer], [names], history, running, attempts, [conflict], cards] = await Promise.all([
    db.select().from(users).where(eq(users.id, row.userId)),
    db
      .select({ service: categories.name, package: packages.title })
      .from(transactions)
      .leftJoin(categories, eq(categories.id, transactions.categoryId))
      .leftJoin(packages, eq(packages.id, transactions.packageId))
      .where(eq(transactions.id, row.id)),
    historyOf(db, row),
    requeryRunning(row.id),
    attemptsOf(db, row.id),
    selectConflicts(db, eq(settlementConflicts.transactionId, row.id)),
    row.result?.epin_batch_id === undefined ? undefined : cardBatchForStaff(db, row.id),
  ]);
  if (!customer) throw transactionNotFound(ref);
  const webhookUrl = customer.webhookUrl?.trim() || null;
  return {
    transaction: {
      id: row.id,
      tx_ref: row.txRef,
      kind: row.kind,
      service: names?.service ?? null,
      package: names?.package ?? null,
      customer_id: row.userId,
      email: customer.email,
      description: row.description,
      amount: koboToNaira(row.amountKobo),
      status: row.status,
      needs_attention: row.status === 'pending' && row.needsAttentionAt !== null,
      created_at: row.createdAt.toISOString(),
      phone_no: row.phoneNo,
      plan: row.plan,
      response: row.response,
      token: row.token,
      request_id: row.requestId,
      provider: row.provider,
      ...(role === 'owner' ? costAndMarginOf(row) : {}),
      upstream_code: row.upstreamCode,
      upstream_status: row.upstreamStatus,
      requery_attempts: row.requeryAttempts,
      next_requery_at: iso(row.nextRequeryAt),
      attention_reason: row.attentionReason,
      settled_at: iso(row.settledAt),
      reviewed_by: row.reviewedBy,
      review_note: row.reviewNote,
    },
    customer: {
      id: customer.id,
      email: customer.email,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      wallet_balance: koboToNaira(customer.walletBalanceKobo),
      webhook_url: webhookUrl,
    },
    conflict: conflict ? presentConflict(conflict, role) : null,
    ...(cards ? { cards } : {}),
    history,
    attempts,
    actions: availableActions(row, webhookUrl !== null, running, role),
  };
}
