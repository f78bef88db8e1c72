import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PurchaseServiceKey } from '@contract/services';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { PURCHASE_SERVICES, type QuoteOf } from '../../services';
import type { BillsState } from '../../ports/bills';
import type { FastifyRequest } from 'fastify';
import type { BillsProviders } from '../purchases/bills-providers';
import type { QuoteDeps } from '../purchases/quote';
import { payRequestOf } from '../purchases/engine';
import { tokenOf } from '../purchases/settle';
import { asTransactionRow, TEST_ORDER_MESSAGES, testOrders, type TestOrder } from './table';

/*
 * A test key's order: checked and priced by the service's own quote (a customer verified by the
 * sandbox, never a provider), answered by the sandbox's pay, and stored as a test order. The
 * client's reference answers the first test order again and never makes a second; another order
 * under the same reference is refused. Nothing touches the wallet, the ledger or a provider.
 */

/** How long a processing test order waits where no simulator sets it (a live server): the sandbox's. */
export const TEST_ORDER_PENDING_SECONDS = 20;

export interface TestOrderDeps {
  db: Db;
  /** the sandbox providers test keys are answered by, under every provider's name */
  providers: BillsProviders;
  /** how long a processing test order stays processing before it is delivered */
  pendingSeconds: number;
  /** a test order reached its final state: its webhook, marked as a test */
  onFinal(tx: Tx, testOrderId: number): Promise<void>;
}

/** Who places a test order: the key's owner at their level, with the key. */
export interface TestCaller {
  userId: number;
  levelId: number;
  apiKeyId: number;
}

/** The caller of a request made with a test key. */
export const testCallerOf = (request: FastifyRequest): TestCaller => ({
  userId: request.userId,
  levelId: request.userLevelId,
  apiKeyId: request.apiKeyId ?? 0,
});

/** What quotes and verifies for a test key: the sandbox, never a provider. */
export const testQuoteDeps = (deps: TestOrderDeps): QuoteDeps => ({
  db: deps.db,
  providers: deps.providers,
});

/** The sandbox's answer as a test order's status (it never answers not_found). */
const STATUS_OF: Record<BillsState, TestOrder['status']> = {
  delivered: 'confirmed',
  failed: 'failed',
  reversed: 'failed',
  pending: 'pending',
  not_found: 'pending',
};

async function findByRef(db: Db | Tx, apiKeyId: number, ref: string) {
  const [order] = await db
    .select()
    .from(testOrders)
    .where(and(eq(testOrders.apiKeyId, apiKeyId), eq(testOrders.idempotencyKey, ref)));
  return order;
}

export async function placeTestOrder(
  deps: TestOrderDeps,
  caller: TestCaller,
  service: PurchaseServiceKey,
  purchase: unknown,
  ref: string | undefined,
): Promise<TestOrder> {
  const { db, providers } = deps;
  const quote = PURCHASE_SERVICES[service].quote as QuoteOf<unknown>;
  const priced = await quote(testQuoteDeps(deps), caller.levelId, purchase);
  const key = ref ?? `auto-${randomUUID()}`;
  const sameOrder = (order: TestOrder) => {
    if (order.requestHash !== priced.requestHash) throw conflict(TEST_ORDER_MESSAGES.refUsed);
    return order;
  };
  const earlier = await findByRef(db, caller.apiKeyId, key);
  if (earlier) return sameOrder(earlier);

  const [wallet] = await db
    .select({ kobo: users.walletBalanceKobo })
    .from(users)
    .where(eq(users.id, caller.userId));
  const values = {
    userId: caller.userId,
    apiKeyId: caller.apiKeyId,
    idempotencyKey: key,
    categoryId: priced.pkg.categoryId,
    packageId: priced.pkg.id,
    serviceId: priced.pkg.serviceId,
    variationCode: priced.variationCode,
    plan: priced.plan,
    description: priced.description,
    phoneNo: priced.phone,
    billersCode: priced.billersCode,
    cardNo: priced.cardNo,
    amountKobo: priced.chargeKobo,
    upstreamAmountKobo: priced.upstreamAmountKobo,
    balanceKobo: wallet?.kobo ?? 0,
    requestHash: priced.requestHash,
  };
  const provider = providers.get(priced.pkg.catalogueProvider) ?? providers.primary;
  const unsaved: TestOrder = {
    ...values,
    id: 0,
    status: 'pending',
    response: '',
    token: null,
    result: null,
    resolvesAt: null,
    settledAt: null,
    createdAt: new Date(),
  };
  const outcome = await provider.pay({
    ...payRequestOf({
      ...asTransactionRow(unsaved),
      subscriptionType: priced.subscriptionType,
      providerFields: priced.providerFields ?? null,
    }),
    requestId: provider.newRequestId(),
  });
  const status = STATUS_OF[outcome.state];
  const result = { ...priced.result, ...outcome.result };
  const now = Date.now();

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(testOrders)
      .values({
        ...values,
        status,
        response: TEST_ORDER_MESSAGES.answer[status],
        result,
        token: tokenOf(result),
        resolvesAt: status === 'pending' ? new Date(now + deps.pendingSeconds * 1000) : null,
        settledAt: status === 'pending' ? null : new Date(now),
      })
      .onConflictDoNothing({ target: [testOrders.apiKeyId, testOrders.idempotencyKey] })
      .returning();
    // The same reference sent twice at once: the first insert wins, the second answers it.
    if (!inserted) {
      const first = await findByRef(tx, caller.apiKeyId, key);
      if (!first) throw new Error('test order vanished');
      return sameOrder(first);
    }
    if (status !== 'pending') await deps.onFinal(tx, inserted.id);
    return inserted;
  });
}

/** One of the key's test orders, by the client's reference or by its id. */
export async function findTestOrder(
  deps: Pick<TestOrderDeps, 'db' | 'onFinal'>,
  apiKeyId: number,
  ref: string,
): Promise<TestOrder | undefined> {
  const byRef = await findByRef(deps.db, apiKeyId, ref);
  const found =
    byRef ??
    (/^[1-9][0-9]{0,8}$/.test(ref)
      ? (
          await deps.db
            .select()
            .from(testOrders)
            .where(and(eq(testOrders.apiKeyId, apiKeyId), eq(testOrders.id, Number(ref))))
        )[0]
      : undefined);
  return found && (await resolvedIfDue(deps, found));
}

/** A processing test order past its time is delivered now (the job does so too). */
async function resolvedIfDue(
  deps: Pick<TestOrderDeps, 'db' | 'onFinal'>,
  order: TestOrder,
): Promise<TestOrder> {
  if (order.status !== 'pending' || !order.resolvesAt || order.resolvesAt > new Date())
    return order;
  const [resolved] = await resolveTestOrders(deps, eq(testOrders.id, order.id));
  return resolved ?? order;
}

/** Delivers the processing test orders that are due: those `which` names, or up to `limit` of all. */
export async function resolveTestOrders(
  deps: Pick<TestOrderDeps, 'db' | 'onFinal'>,
  which?: SQL,
  limit = 100,
): Promise<TestOrder[]> {
  const due = and(eq(testOrders.status, 'pending'), lte(testOrders.resolvesAt, sql`now()`));
  return deps.db.transaction(async (tx) => {
    const claimed = tx
      .select({ id: testOrders.id })
      .from(testOrders)
      .where(which ? and(due, which) : due)
      .limit(limit)
      .for('update', { skipLocked: true });
    const resolved = await tx
      .update(testOrders)
      .set({
        status: 'confirmed',
        response: TEST_ORDER_MESSAGES.answer.confirmed,
        settledAt: sql`now()`,
      })
      .where(and(due, inArray(testOrders.id, claimed)))
      .returning();
    for (const order of resolved) await deps.onFinal(tx, order.id);
    return resolved;
  });
}
