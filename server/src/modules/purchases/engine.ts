import { eq } from 'drizzle-orm';
import type { PurchaseResponse } from '@contract/api';
import { CATEGORY_IDS } from '@contract/constants';
import { PURCHASE_MESSAGES } from '@contract/rules';
import type { Db } from '../../db/client';
import { categories, packages, transactions, users } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import { koboToNaira } from '../../lib/money';
import { newRequestId } from '../../providers/vtpass/request-id';
import { OUR_FAULT_CODES } from '../../providers/vtpass/classify';
import type { BillsProvider, PayRequest } from '../../providers/vtpass/types';
import { lockUser, post } from '../wallet/ledger';
import { presentTransaction } from '../wallet/presenter';
import { insertTransaction, newTxRef, type TransactionRow } from '../wallet/repository';
import type { Quote } from './quote';
import { findPriorRequest } from './records';
import { settleAndRead, type SettleDeps } from './settle';

/*
 * The purchase engine, one for every service: a validated, priced Quote is created as a pending
 * transaction with its wallet debit in one database transaction; the provider is called after
 * that commits; its answer settles the purchase (settle.ts). An uncertain answer leaves it pending
 * for the reconciler; the customer's money is never in two places.
 */

export interface EngineDeps extends SettleDeps {
  bills: BillsProvider;
  /** how long a purchase is left alone before the reconciler may requery it (covers the pay call) */
  payTimeoutMs: number;
  /**
   * The duplicate window in seconds (duplicate-rule.ts), 30 unless set; load benches that buy for
   * the sandbox's one number many times a second set 0, as they switch the simulator's off.
   */
  duplicateWindowSeconds?: number;
}

export interface PurchaseReply {
  statusCode: 200 | 201;
  message: string;
  data: PurchaseResponse;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function checkIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined || key === '') return undefined;
  if (!KEY_PATTERN.test(key)) throw badRequest(PURCHASE_MESSAGES.keyInvalid);
  return key;
}

/** The names shown with a purchase: its category and package (subcategory). */
export interface Names {
  category: { id: number; name: string; image: string } | null;
  subcategory: { id: number; title: string; image: string } | null;
}

async function present(
  db: Db,
  row: TransactionRow,
  known?: Names,
): Promise<PurchaseResponse['transaction']> {
  if (known) return presentTransaction(row, known.category, known.subcategory);
  const [names] = await db
    .select({
      category: { id: categories.id, name: categories.name, image: categories.image },
      subcategory: { id: packages.id, title: packages.title, image: packages.image },
    })
    .from(transactions)
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(eq(transactions.id, row.id));
  return presentTransaction(row, names?.category ?? null, names?.subcategory ?? null);
}

async function walletOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ kobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, userId));
  return koboToNaira(row?.kobo ?? 0);
}

/**
 * The reply for a purchase as it stands: confirmed 200, pending 201, failed or reversed a 4xx with
 * the response text (503 when the failure was ours, 400 otherwise). A replay answers the same way.
 */
export async function replyFor(
  db: Db,
  row: TransactionRow,
  known: { names?: Names; walletKobo?: number } = {},
): Promise<PurchaseReply> {
  const message = row.response ?? '';
  if (row.status === 'failed' || row.status === 'reversed' || row.status === 'ignored') {
    const ours = OUR_FAULT_CODES.has(row.upstreamCode ?? '');
    throw new HttpError(ours ? 503 : 400, message);
  }
  return {
    statusCode: row.status === 'confirmed' ? 200 : 201,
    message,
    data: {
      transaction: await present(db, row, known.names),
      wallet_balance:
        known.walletKobo === undefined
          ? await walletOf(db, row.userId)
          : koboToNaira(known.walletKobo),
    },
  };
}

type Created = { kind: 'created'; row: TransactionRow } | { kind: 'replay'; row: TransactionRow };

/** One database transaction: idempotency, duplicate window, balance, the row and its debit. */
async function createPending(
  deps: EngineDeps,
  userId: number,
  quote: Quote,
  key: string | undefined,
): Promise<Created> {
  return deps.db.transaction(async (tx) => {
    // The user's row lock serialises this user's purchases: the checks below cannot race.
    const user = await lockUser(tx, userId);
    const prior = await findPriorRequest(
      tx,
      userId,
      {
        key,
        requestHash: quote.requestHash,
        dedupeKey: quote.dedupeKey,
        windowSeconds: deps.duplicateWindowSeconds,
      },
      PURCHASE_MESSAGES.duplicate,
    );
    if (prior) return { kind: 'replay', row: prior };
    if (user.levelId !== quote.levelId)
      throw conflict('Your level changed while you were buying. Please try again.');
    if (user.walletBalanceKobo < quote.chargeKobo) throw badRequest(PURCHASE_MESSAGES.insufficient);

    const txRef = newTxRef();
    const row = await insertTransaction(tx, {
      txRef,
      userId,
      categoryId: quote.pkg.categoryId,
      packageId: quote.pkg.id,
      kind: 'purchase',
      plan: quote.plan,
      phoneNo: quote.phone,
      cardNo: quote.cardNo,
      description: quote.description,
      response: 'Awaiting the provider',
      amountKobo: quote.chargeKobo,
      initialBalanceKobo: user.walletBalanceKobo,
      newBalanceKobo: user.walletBalanceKobo - quote.chargeKobo,
      status: 'pending',
      requestId: newRequestId(),
      idempotencyKey: key ?? null,
      requestHash: quote.requestHash,
      dedupeKey: quote.dedupeKey,
      serviceId: quote.pkg.serviceId,
      variationCode: quote.variationCode,
      billersCode: quote.billersCode,
      subscriptionType: quote.subscriptionType,
      upstreamAmountKobo: quote.upstreamAmountKobo,
      result: Object.keys(quote.result).length ? quote.result : null,
      // Left alone while the pay call is out; the reconciler takes over if this process dies.
      nextRequeryAt: new Date(Date.now() + deps.payTimeoutMs + 30_000),
    });
    if (quote.chargeKobo > 0)
      await post(
        tx,
        {
          userId,
          account: 'wallet',
          amountKobo: -quote.chargeKobo,
          kind: 'purchase',
          reference: txRef,
          transactionId: row.id,
        },
        user,
      );
    return { kind: 'created', row };
  });
}

/** What the provider's pay call is sent for a stored purchase (also used to resend it). */
export function payRequestOf(row: TransactionRow): PayRequest {
  if (!row.requestId || !row.serviceId) throw new Error(`transaction ${row.id} is not a purchase`);
  const cable = row.categoryId === CATEGORY_IDS.cable;
  return {
    requestId: row.requestId,
    serviceId: row.serviceId,
    billersCode: row.billersCode ?? undefined,
    variationCode: row.variationCode ?? undefined,
    amount: koboToNaira(row.upstreamAmountKobo ?? row.amountKobo),
    phone: row.phoneNo ?? '',
    ...(cable &&
    row.subscriptionType &&
    row.serviceId !== 'startimes' &&
    row.serviceId !== 'showmax'
      ? { subscriptionType: row.subscriptionType as 'renew' | 'change' }
      : {}),
  };
}

/** Sends the pay call for a stored purchase and settles it with the answer. */
export async function payAndSettle(deps: EngineDeps, row: TransactionRow, operation = 'pay') {
  return (await payAndSettleAndRead(deps, row, operation)).row;
}

/** payAndSettle, with the wallet balance where settling read it; the call is audited with it. */
async function payAndSettleAndRead(deps: EngineDeps, row: TransactionRow, operation = 'pay') {
  const started = performance.now();
  const outcome = await deps.bills.pay(payRequestOf(row));
  return settleAndRead(deps, row.id, outcome, {
    operation,
    durationMs: performance.now() - started,
  });
}

export async function placePurchase(
  deps: EngineDeps,
  userId: number,
  quote: Quote,
  key: string | undefined,
): Promise<PurchaseReply> {
  const created = await createPending(deps, userId, quote, key);
  if (created.kind === 'replay') return replyFor(deps.db, created.row);
  const settled = await payAndSettleAndRead(deps, created.row);
  // The row was created from this quote moments ago: its category and package are the quote's.
  const { pkg } = quote;
  return replyFor(deps.db, settled.row, {
    names: {
      category: { id: pkg.categoryId, name: pkg.categoryName, image: pkg.categoryImage },
      subcategory: { id: pkg.id, title: pkg.title, image: pkg.image },
    },
    walletKobo: settled.walletKobo,
  });
}
