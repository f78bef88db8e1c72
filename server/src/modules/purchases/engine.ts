import { eq } from 'drizzle-orm';
import type { PurchaseResponse } from '@contract/api';
import { PURCHASE_MESSAGES } from '@contract/rules';
import type { Db } from '../../db/client';
import { categories, packages, transactions, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { koboToNaira } from '../../lib/money';
import type { BillsProvider, PayRequest } from '../../ports/bills';
import { primaryName, providerOfOrder, type BillsProviders } from './bills-providers';
import { healthOf, recordHealth, releaseProbe } from './breaker';
import { moveToProvider, movesToNextProvider, routeColumns } from './failover';
import { nextRoute, routesFor, type RoutingMemory } from './offers';
import type { Route } from './routing';
import { presentTransaction } from '../wallet/presenter';
import { refundOf } from '../wallet/refunds';
import type { TransactionRow } from '../wallet/repository';
import type { Quote } from './quote';
import { createPending, type Created } from './create';
import { transactionOfKey } from './records';
import {
  leftAloneUntil,
  recordCall,
  settle,
  settleAndRead,
  settleCreated,
  type ProviderCall,
  type SettleDeps,
  type Settled,
} from './settle';

/*
 * The purchase engine, one for every service: a validated, priced Quote is created as a pending
 * transaction with its wallet debit in one database transaction; the provider is called after
 * that commits; its answer settles the purchase (settle.ts). An uncertain answer leaves it pending
 * for the reconciler; the customer's money is never in two places.
 */

export interface EngineDeps extends SettleDeps {
  /** the bills providers by name; each order goes through the one routing chose (offers.ts) */
  providers: BillsProviders;
  /** how long a pay call may take before it is given up */
  payTimeoutMs: number;
  /** how long after that an order without an answer is left alone before it may be requeried */
  payGraceMs?: number;
  /**
   * The duplicate window in seconds (duplicate-rule.ts), 30 unless set; 0 switches the rule off
   * (load benches that buy for the sandbox's one number many times a second, as they switch the
   * simulator's off).
   */
  duplicateWindowSeconds?: number;
  /** the process's remembered routing inputs (offers.ts); without it each order reads them */
  routing?: RoutingMemory;
  /** orders a service buys through a port of its own (printable cards), requeried by it */
  ownOrders?: OwnOrders;
  /** told when a provider's breaker may have changed state (the alerts look at once) */
  onBreakerHealth?: () => void;
}

/**
 * Orders a service sells through a port of its own rather than the bills port (printable cards
 * from an e-PIN seller): the reconciler and providers' callbacks hand such a pending order to its
 * service, which asks its own seller and settles it through settle.ts like every other.
 */
export interface OwnOrders {
  owns(row: TransactionRow): boolean;
  requery(row: TransactionRow, operation: string): Promise<TransactionRow>;
  /** the purchase an order of the service went under `requestId` for, if it is one of its own */
  purchaseOf(requestId: string): Promise<TransactionRow | undefined>;
}

export interface PurchaseReply {
  statusCode: 200 | 201;
  message: string;
  data: PurchaseResponse;
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
  const refund = await refundOf(db, row);
  if (known) return presentTransaction(row, known.category, known.subcategory, refund);
  const [names] = await db
    .select({
      category: { id: categories.id, name: categories.name, image: categories.image },
      subcategory: { id: packages.id, title: packages.title, image: packages.image },
    })
    .from(transactions)
    .leftJoin(categories, eq(categories.id, transactions.categoryId))
    .leftJoin(packages, eq(packages.id, transactions.packageId))
    .where(eq(transactions.id, row.id));
  return presentTransaction(row, names?.category ?? null, names?.subcategory ?? null, refund);
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
 * the response text (503 when the provider's stored code blames our own account or configuration,
 * 400 otherwise; rows without a provider's verdict pass no isOurFault). A replay answers the same way.
 */
export async function replyFor(
  db: Db,
  row: TransactionRow,
  known: {
    names?: Names;
    walletKobo?: number;
    isOurFault?: BillsProvider['isOurFault'];
  } = {},
): Promise<PurchaseReply> {
  const message = row.response ?? '';
  if (row.status === 'failed' || row.status === 'reversed' || row.status === 'ignored') {
    const ours = !!row.upstreamCode && !!known.isOurFault?.(row.upstreamCode);
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

/**
 * The purchase's first database transaction, in one round trip, through the one create path
 * (create.ts): the pending purchase with its wallet debit, or the refusal (replayed key, duplicate,
 * level changed, balance).
 */
function createPurchase(
  deps: EngineDeps,
  userId: number,
  quote: Quote,
  key: string | undefined,
  sendTo: ReturnType<typeof routeColumns>,
  apiKeyId: number | undefined,
): Promise<Created> {
  return createPending(
    deps.db,
    {
      userId,
      levelId: quote.levelId,
      identity: {
        key,
        requestHash: quote.requestHash,
        dedupeKey: quote.dedupeKey,
        windowSeconds: deps.duplicateWindowSeconds,
      },
      charged: true,
      apiKeyId,
      row: {
        categoryId: quote.pkg.categoryId,
        packageId: quote.pkg.id,
        kind: 'purchase',
        plan: quote.plan,
        phoneNo: quote.phone,
        cardNo: quote.cardNo ?? null,
        description: quote.description,
        response: 'Awaiting the provider',
        amountKobo: quote.chargeKobo,
        requestId: sendTo.requestId,
        provider: sendTo.provider,
        providerServiceId: sendTo.providerServiceId,
        providerVariationCode: sendTo.providerVariationCode,
        providerCostKobo: sendTo.providerCostKobo,
        serviceId: quote.pkg.serviceId,
        variationCode: quote.variationCode ?? null,
        billersCode: quote.billersCode ?? null,
        subscriptionType: quote.subscriptionType ?? null,
        upstreamAmountKobo: quote.upstreamAmountKobo ?? null,
        result: Object.keys(quote.result).length ? quote.result : null,
        providerFields: quote.providerFields ?? null,
        // Left alone while the pay call is out; the reconciler takes over if this process dies.
        nextRequeryAt: leftAloneUntil(deps),
      },
    },
    {
      duplicate: PURCHASE_MESSAGES.duplicate,
      levelChanged: 'Your level changed while you were buying. Please try again.',
    },
  );
}

/** What the provider's pay call is sent for a stored purchase (also used to resend it). */
export function payRequestOf(row: TransactionRow): PayRequest {
  const serviceId = row.providerServiceId ?? row.serviceId;
  if (!row.requestId || !serviceId || !row.serviceId)
    throw new Error(`transaction ${row.id} is not a purchase`);
  const variationCode = row.providerVariationCode ?? row.variationCode;
  return {
    requestId: row.requestId,
    serviceId,
    billersCode: row.billersCode ?? undefined,
    variationCode: variationCode ?? undefined,
    amount: koboToNaira(row.upstreamAmountKobo ?? row.amountKobo),
    phone: row.phoneNo ?? '',
    ...(row.providerFields ? { fields: row.providerFields } : {}),
    // Only a cable order has one (its quote writes it); each provider sends it where it applies.
    ...(row.subscriptionType
      ? { subscriptionType: row.subscriptionType as 'renew' | 'change' }
      : {}),
  };
}

/** The order's provider's fault test, for its answer's status code (none once unregistered). */
const isOurFaultOf = (deps: EngineDeps, row: TransactionRow) => {
  const provider = deps.providers.get(row.provider ?? primaryName(deps.providers));
  return (code: string) => provider?.isOurFault(code) ?? false;
};

/**
 * One pay call to the order's provider, its health recorded; the call as settle.ts records it. A
 * success on a route whose breaker counted no failure when the order was routed has nothing to
 * reset, and writes nothing.
 */
async function sendPay(
  deps: EngineDeps,
  row: TransactionRow,
  operation: string,
  route?: Pick<Route, 'breakerClean'>,
) {
  const provider = providerOfOrder(deps.providers, row.provider);
  const started = performance.now();
  const outcome = await provider.pay(payRequestOf(row));
  const call: ProviderCall = {
    operation,
    durationMs: performance.now() - started,
    provider: row.provider,
    requestId: row.requestId,
  };
  const health = healthOf(outcome);
  if (!(health === 'success' && route?.breakerClean)) {
    await recordHealth(
      deps.db,
      row.provider ?? primaryName(deps.providers),
      row.serviceId ?? '',
      health,
    );
    if (health !== 'neutral') deps.onBreakerHealth?.();
  }
  return { outcome, call };
}

/**
 * Sends a pending order its provider did not know to that provider again, under its request id
 * (reconciler.ts decides when). Its answer settles it, except a refusal: the first pay call may
 * still have been taken, so a refused resend leaves the order pending and is only audited.
 */
export async function resendAndSettle(deps: EngineDeps, row: TransactionRow) {
  const { outcome, call } = await sendPay(deps, row, 'pay-resend');
  if (outcome.state !== 'failed') return (await settleAndRead(deps, row.id, outcome, call)).row;
  await recordCall(deps.db, row.id, call.operation, outcome, call.durationMs, call);
  return settle(deps, row.id, { ...outcome, state: 'pending' });
}

/**
 * A new order's pay calls: to its provider, then down its remaining routes only while each
 * provider refuses it definitively before vending for a provider-side reason (failover.ts). The
 * customer was debited once, when the order was created; whatever answer keeps or ends the order
 * settles it with the provider that gave it.
 */
async function payThroughRoutes(
  deps: EngineDeps,
  created: TransactionRow,
  first: Route,
  routes: Route[],
): Promise<Settled> {
  let row = created;
  let route = first;
  for (;;) {
    const { outcome, call } = await sendPay(deps, row, 'pay', route);
    const next = movesToNextProvider(outcome)
      ? await nextRoute(deps.db, routes, row.serviceId ?? '')
      : undefined;
    if (!next)
      // A purchase created by this request is settled by its one-statement path where it can be.
      return row === created
        ? settleCreated(deps, row, outcome, call)
        : settleAndRead(deps, row.id, outcome, call);
    const provider = providerOfOrder(deps.providers, next.provider);
    const moved = await moveToProvider(deps, row, outcome, call, next, provider);
    if (!moved.moved) return { row: moved.row };
    row = moved.row;
    route = next;
  }
}

/**
 * The order's routes, best first; a replay of an Idempotency-Key needs none. No usable offer is
 * a 503 before anything is charged.
 */
async function routeOrFail(
  deps: EngineDeps,
  quote: Quote,
  userId: number,
  key: string | undefined,
) {
  const routes = await routesFor(
    deps.db,
    deps.providers,
    {
      packageId: quote.pkg.id,
      serviceId: quote.pkg.serviceId,
      variationCode: quote.variationCode,
      faceKobo: quote.upstreamAmountKobo,
    },
    deps.routing && { memory: deps.routing, generation: quote.pkg.routingGeneration },
  );
  const first = await nextRoute(deps.db, routes, quote.pkg.serviceId);
  if (first) return { first, routes, prior: undefined };
  // The same request sent again with its key answers the first outcome, routes or not.
  const replay = key ? await transactionOfKey(deps.db, userId, key) : undefined;
  if (replay?.transaction.requestHash === quote.requestHash)
    return { first: undefined, routes, prior: replay.transaction };
  throw new HttpError(503, PURCHASE_MESSAGES.serviceUnavailable);
}

export async function placePurchase(
  deps: EngineDeps,
  userId: number,
  quote: Quote,
  key: string | undefined,
  /** the API key the purchase came with, if any (its limits are checked with the debit) */
  apiKeyId?: number,
): Promise<PurchaseReply> {
  const routed = await routeOrFail(deps, quote, userId, key);
  const { first, routes, prior } = routed;
  if (prior) return replyFor(deps.db, prior, { isOurFault: isOurFaultOf(deps, prior) });
  if (!first) throw new Error('routed without a route');
  const sendTo = routeColumns(first, providerOfOrder(deps.providers, first.provider), {
    serviceId: quote.pkg.serviceId,
    variationCode: quote.variationCode,
  });
  // A probe taken for an order refused before it is charged goes back at once; if that fails too
  // (the database gone), its lease lapses by itself and the refusal is what the client hears.
  const giveBackProbe = async () => {
    if (first.probe)
      await releaseProbe(deps.db, first.provider, quote.pkg.serviceId).catch(() => undefined);
  };
  let created: Created;
  try {
    created = await createPurchase(deps, userId, quote, key, sendTo, apiKeyId);
  } catch (error) {
    await giveBackProbe();
    throw error;
  }
  if (created.kind === 'replay') {
    await giveBackProbe();
    return replyFor(deps.db, created.row, { isOurFault: isOurFaultOf(deps, created.row) });
  }
  const settled = await payThroughRoutes(deps, created.row, first, routes);
  // The row was created from this quote moments ago: its category and package are the quote's.
  const { pkg } = quote;
  return replyFor(deps.db, settled.row, {
    names: {
      category: { id: pkg.categoryId, name: pkg.categoryName, image: pkg.categoryImage },
      subcategory: { id: pkg.id, title: pkg.title, image: pkg.image },
    },
    walletKobo: settled.walletKobo,
    isOurFault: isOurFaultOf(deps, settled.row),
  });
}
