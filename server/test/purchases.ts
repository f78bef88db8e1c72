import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Db } from '../src/db/client';
import { packages, transactions } from '../src/db/schema';
import { settlementConflicts } from '../src/modules/purchases/decision-tables';
import { reconcileDue } from '../src/modules/purchases/reconciler';
import { simVtpassTransactions } from '../src/providers/vtpass/simulator/tables';
import { bearer } from './accounts';

/** A purchase call as a client makes it. */
export function buy(app: App, token: string, path: string, payload: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/${path}/`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

export async function packageId(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.slug, slug));
  if (!row) throw new Error(`no package ${slug}`);
  return row.id;
}

export async function transactionByRef(db: Db, txRef: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.txRef, txRef));
  if (!row) throw new Error(`no transaction ${txRef}`);
  return row;
}

/** Tells the VTpass simulator to settle a purchase; it then posts its callback to our route. */
export async function simulatorResolves(
  app: App,
  requestId: string,
  status: 'delivered' | 'reversed' | 'failed',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/simulator/vtpass/control/resolve',
    payload: { request_id: requestId, status },
  });
  if (response.statusCode !== 200) throw new Error(`resolve failed: ${response.body}`);
}

/** The VTpass simulator settles a purchase without telling us: its callback was lost on the way. */
export async function simulatorSettlesQuietly(
  app: App,
  requestId: string,
  status: 'delivered' | 'failed',
) {
  await app.db
    .update(simVtpassTransactions)
    .set({ status })
    .where(eq(simVtpassTransactions.requestId, requestId));
}

/** A prepaid electricity token of ₦5,000 for the sandbox meter, as the purchase route takes it. */
export async function prepaidTokenOrder(db: Db) {
  return {
    package_id: await packageId(db, 'ikeja-electric'),
    billersCode: SANDBOX.prepaidMeter,
    variation_code: 'prepaid',
    meter_no: SANDBOX.prepaidMeter,
    meter_type: 'prepaid',
    service_id: 'IKEDC-Ikeja Electric',
    amount: 5000,
    phone_number: SANDBOX.success,
  };
}

/** The sandbox's phone numbers: each makes the VTpass simulator answer one way. */
export const SANDBOX = {
  success: '08011111111',
  pending: '201000000000',
  unexpected: '500000000000',
  noResponse: '400000000000',
  timeout: '300000000000',
  failed: '08022222222',
  prepaidMeter: '1111111111111',
  postpaidMeter: '1010101010101',
  smartCard: '1212121212',
  jambProfile: '0123456789',
} as const;

/**
 * Makes a pending purchase need attention the way it gets there: a day old with 23 answers that
 * did not settle it, then one more requery that the provider (the simulator) answers "pending".
 */
export async function bringToAttention(app: App, txRef: string) {
  await app.db
    .update(transactions)
    .set({
      createdAt: sql`now() - interval '25 hours'`,
      requeryAttempts: 23,
      nextRequeryAt: sql`now() - interval '1 second'`,
    })
    .where(eq(transactions.txRef, txRef));
  await reconcileDue(app.purchases);
  const row = await transactionByRef(app.db, txRef);
  if (!row.needsAttentionAt) throw new Error(`${txRef} does not need attention`);
  return row;
}

/**
 * The provider's later answer against how a purchase was settled, recorded as the decision check
 * records it: a conflict for the console's queue.
 */
export async function contradictSettlement(
  db: Db,
  txRef: string,
  providerState: 'failed' | 'delivered',
) {
  const row = await transactionByRef(db, txRef);
  await db.insert(settlementConflicts).values({
    transactionId: row.id,
    decidedStatus: row.status,
    decidedBy: row.reviewedBy ?? 'the engine',
    providerState,
    providerAnswer: `code 000, status ${providerState}`,
    source: 'decision-check',
  });
}
