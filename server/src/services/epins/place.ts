import { eq } from 'drizzle-orm';
import { PURCHASE_MESSAGES } from '@contract/rules';
import { transactions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { EpinSeller } from '../../ports/epins';
import { createPending } from '../../modules/purchases/create';
import { replyFor, type PurchaseReply } from '../../modules/purchases/engine';
import { leftAloneUntil, type Settled } from '../../modules/purchases/settle';
import { EPIN_PROVIDER, type EpinQuote } from './quote';
import { markSent, orderSizes, writeOrders } from './orders';
import { answerOrder, type EpinSettleDeps } from './settle';
import { epinBatches } from './tables';

/*
 * A batch of printable cards is one purchase: created pending with its one wallet debit and its
 * batch row in one database transaction (the create path every order takes: Idempotency-Key,
 * duplicate window, level, balance, API key limits), then bought from the seller in orders of at
 * most what it issues at once (orders.ts), the first under the purchase's request id, and settled
 * by their answers (settle.ts). An uncertain answer leaves it pending with this seller, requeried
 * by the reconciler (requery.ts); it is never bought elsewhere.
 */

export interface EpinOrderDeps extends EpinSettleDeps {
  /** the seller of printable cards; none when its provider is switched off */
  seller: EpinSeller | undefined;
  payTimeoutMs: number;
  payGraceMs?: number;
  /** the most cards a batch may hold (EPIN_BATCH_LIMIT) */
  batchLimit: number;
}

const description = (quote: EpinQuote) =>
  `${quote.quantity} × ${quote.planTitle}${quote.quantity === 1 ? '' : 's'}`;

export async function placeEpinBatch(
  deps: EpinOrderDeps,
  userId: number,
  quote: EpinQuote,
  key: string | undefined,
  apiKeyId?: number,
): Promise<PurchaseReply> {
  const seller = deps.seller;
  if (!seller) throw new HttpError(503, PURCHASE_MESSAGES.serviceUnavailable);
  const sizes = orderSizes(quote.quantity, seller.maxPerOrder);
  const requestIds = sizes.map(() => seller.newRequestId());
  const requestId = requestIds[0] ?? seller.newRequestId();
  const created = await deps.db.transaction(async (tx) => {
    const made = await createPending(
      tx,
      {
        userId,
        levelId: quote.levelId,
        identity: { key, requestHash: quote.requestHash, dedupeKey: quote.dedupeKey },
        charged: true,
        apiKeyId,
        row: {
          categoryId: quote.pkg.categoryId,
          packageId: quote.pkg.id,
          kind: 'purchase',
          plan: quote.planTitle,
          phoneNo: null,
          cardNo: null,
          description: description(quote),
          response: 'Awaiting the provider',
          amountKobo: quote.unitPriceKobo * quote.quantity,
          requestId,
          provider: EPIN_PROVIDER,
          providerServiceId: quote.pkg.serviceId,
          providerVariationCode:
            quote.order.kind === 'data' ? (quote.order.planCode ?? null) : null,
          providerCostKobo: quote.costKobo === null ? null : quote.costKobo * quote.quantity,
          serviceId: quote.pkg.serviceId,
          variationCode: quote.planCode,
          billersCode: null,
          subscriptionType: null,
          // what the seller charges for the batch: the console's cost and margin read it
          upstreamAmountKobo: quote.sellerKobo * quote.quantity,
          result: null,
          providerFields: null,
          // Left alone while its orders are out; the reconciler takes over if this process dies.
          nextRequeryAt: leftAloneUntil({
            payTimeoutMs: deps.payTimeoutMs * sizes.length,
            ...(deps.payGraceMs === undefined ? {} : { payGraceMs: deps.payGraceMs }),
          }),
        },
      },
      {
        duplicate: PURCHASE_MESSAGES.duplicate,
        levelChanged: 'Your level changed while you were buying. Please try again.',
      },
    );
    if (made.kind === 'replay') return made;
    const [batch] = await tx
      .insert(epinBatches)
      .values({
        transactionId: made.row.id,
        userId,
        kind: quote.kind,
        network: quote.network,
        valueKobo: quote.faceKobo,
        planCode: quote.kind === 'data' ? quote.planCode : null,
        planName: quote.kind === 'data' ? quote.planTitle : null,
        quantity: quote.quantity,
        unitPriceKobo: quote.unitPriceKobo,
      })
      .returning();
    if (!batch) throw new Error(`batch of transaction ${made.row.id} not written`);
    const orders = await writeOrders(tx, batch.id, sizes, requestIds);
    // The purchase names its batch from the start: a pending batch is found in the stock too.
    await tx
      .update(transactions)
      .set({ result: { epin_batch_id: batch.id } })
      .where(eq(transactions.id, made.row.id));
    return { ...made, row: { ...made.row, result: { epin_batch_id: batch.id } }, batch, orders };
  });
  if (created.kind === 'replay')
    return replyFor(deps.db, created.row, { isOurFault: (code) => seller.isOurFault(code) });

  let settled: Settled = { row: created.row };
  for (const order of created.orders) {
    // Marked sent first: an order the reconciler closed meanwhile is never sent.
    if (!(await markSent(deps.db, order.id))) {
      const [now] = await deps.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, created.row.id));
      settled = { row: now ?? settled.row };
      break;
    }
    const started = performance.now();
    const outcome = await seller.buyEpins({
      ...quote.order,
      quantity: order.quantity,
      requestId: order.requestId,
    });
    const call = {
      operation: 'pay',
      durationMs: performance.now() - started,
      provider: EPIN_PROVIDER,
      requestId: order.requestId,
    };
    const answered = await answerOrder(
      deps,
      created.batch,
      { order, outcome, call },
      { last: order === created.orders.at(-1) },
    );
    settled = answered.settled;
    if (!answered.sendNext) break;
  }
  return replyFor(deps.db, settled.row, {
    ...(settled.walletKobo === undefined ? {} : { walletKobo: settled.walletKobo }),
    isOurFault: (code) => seller.isOurFault(code),
  });
}
