import { eq, sql } from 'drizzle-orm';
import { transactions, users } from '../src/db/schema';
import { reconcileDue } from '../src/modules/purchases/reconciler';
import type { App } from '../src/app';
import { signedInUser } from './accounts';
import { json } from './harness';
import { buy, packageId, SANDBOX, transactionByRef } from './purchases';
import { seedBalance } from './wallet';

/*
 * Console test fixtures: purchases in the states staff act on, made the way production makes them
 * (a purchase through the API against the simulator, then the reconciler).
 */

/** ₦1,000 of MTN airtime at the 1% discount */
export const CHARGE_KOBO = 99_000;
export const SEED_NAIRA = 10_000;

/** A customer with ₦10,000 and a webhook URL, and their pending ₦1,000 airtime purchase. */
export async function pendingPurchase(app: App) {
  const user = await signedInUser(app);
  await app.db
    .update(users)
    .set({ webhookUrl: 'https://example.com/hook' })
    .where(eq(users.id, user.id));
  await seedBalance(app.db, user.id, 'wallet', SEED_NAIRA);
  const response = await buy(app, user.token, 'purchase-airtime', {
    network: 'MTN',
    phone_number: SANDBOX.pending,
    amount: 1000,
    package_id: await packageId(app.db, 'mtn-airtime'),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const ref = json<{ data: { transaction: { tx_ref: string } } }>(response).data.transaction.tx_ref;
  return { user, ref };
}

/**
 * A purchase that needs attention, the way it gets there: a day old with 23 answers that did not
 * settle it, then one more requery that the simulator answers "pending".
 */
export async function purchaseNeedingAttention(app: App) {
  const made = await pendingPurchase(app);
  await app.db
    .update(transactions)
    .set({
      createdAt: sql`now() - interval '25 hours'`,
      requeryAttempts: 23,
      nextRequeryAt: sql`now() - interval '1 second'`,
    })
    .where(eq(transactions.txRef, made.ref));
  await reconcileDue(app.purchases);
  const row = await transactionByRef(app.db, made.ref);
  if (!row.needsAttentionAt) throw new Error(`${made.ref} does not need attention`);
  return made;
}
