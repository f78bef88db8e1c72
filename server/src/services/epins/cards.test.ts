import { eq } from 'drizzle-orm';
import { epinBatchAccess, epinBatches, epinCards } from './tables';
import { batchForStaff, keepCards, openBatch } from './cards';
import { signedInUser } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/harness';
import { buy, packageId, SANDBOX, transactionByRef } from '../../../test/purchases';
import { seedBalance } from '../../../test/wallet';
import type { EpinCard } from '../../ports/epins';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const card = (serial: string, pin: string): EpinCard => ({
  serial,
  pin,
  batchNo: 'B-77',
  valueNaira: 100,
});

/** A buyer with a batch of three MTN ₦100 cards (the purchase row stands in for the batch's). */
async function buyerWithBatch() {
  const buyer = await signedInUser(ctx.app);
  await seedBalance(ctx.app.db, buyer.id, 'wallet', 1000);
  const bought = await buy(ctx.app, buyer.token, 'purchase-airtime', {
    phone_number: SANDBOX.success,
    amount: 300,
    package_id: await packageId(ctx.app.db, 'mtn-airtime'),
  });
  const { tx_ref } = (JSON.parse(bought.body) as { data: { transaction: { tx_ref: string } } }).data
    .transaction;
  const purchase = await transactionByRef(ctx.app.db, tx_ref);
  const [batch] = await ctx.app.db
    .insert(epinBatches)
    .values({
      transactionId: purchase.id,
      userId: buyer.id,
      kind: 'airtime',
      network: 'mtn',
      valueKobo: 10_000,
      quantity: 3,
      unitPriceKobo: 9_800,
    })
    .returning();
  const pins = ['11112222333344445', '55556666777788889', '99990000111122223'];
  await ctx.app.db.transaction((tx) =>
    keepCards(tx, ctx.config.epinKey, batch!.id, [
      card('SN-1', pins[0]!),
      card('SN-2', pins[1]!),
      card('SN-3', pins[2]!),
    ]),
  );
  return { buyer, batch: batch!, pins };
}

it('keeps PINs sealed and opens them for the buyer only, recording each opening', async () => {
  const { buyer, batch, pins } = await buyerWithBatch();
  const stored = await ctx.app.db.select().from(epinCards).where(eq(epinCards.batchId, batch.id));
  expect(stored).toHaveLength(3);
  for (const row of stored) for (const pin of pins) expect(row.pinSealed).not.toContain(pin);

  const opened = await openBatch(ctx.app.db, ctx.config.epinKey, {
    userId: buyer.id,
    batchId: batch.id,
    action: 'print',
  });
  expect(opened?.cards.map((one) => [one.serial, one.pin])).toEqual([
    ['SN-1', pins[0]],
    ['SN-2', pins[1]],
    ['SN-3', pins[2]],
  ]);

  const stranger = await signedInUser(ctx.app);
  expect(
    await openBatch(ctx.app.db, ctx.config.epinKey, {
      userId: stranger.id,
      batchId: batch.id,
      action: 'view',
    }),
  ).toBeUndefined();
  const access = await ctx.app.db
    .select()
    .from(epinBatchAccess)
    .where(eq(epinBatchAccess.batchId, batch.id));
  expect(access.map((row) => [row.userId, row.action])).toEqual([[buyer.id, 'print']]);
});

it('does not open a sealed PIN moved to another card', async () => {
  const { buyer, batch } = await buyerWithBatch();
  const [first, second] = await ctx.app.db
    .select()
    .from(epinCards)
    .where(eq(epinCards.batchId, batch.id))
    .orderBy(epinCards.id);
  await ctx.app.db
    .update(epinCards)
    .set({ pinSealed: first!.pinSealed })
    .where(eq(epinCards.id, second!.id));
  await expect(
    openBatch(ctx.app.db, ctx.config.epinKey, {
      userId: buyer.id,
      batchId: batch.id,
      action: 'view',
    }),
  ).rejects.toThrow();
});

it('shows staff counts, serials and batch numbers, never a PIN', async () => {
  const { batch, pins } = await buyerWithBatch();
  const seen = JSON.stringify(await batchForStaff(ctx.app.db, batch.id));
  expect(seen).toContain('SN-2');
  expect(seen).toContain('B-77');
  for (const pin of pins) expect(seen).not.toContain(pin);
});
