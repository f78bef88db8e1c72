import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { open, seal, type EnvelopeKey } from '../../lib/secret-envelope';
import type { EpinCard } from '../../ports/epins';
import {
  epinBatchAccess,
  epinBatches,
  epinCards,
  type EpinBatch,
  type EpinBatchAction,
} from './tables';

/*
 * PINs are cash. A card's PIN is stored sealed, with its batch and serial as the context (a sealed
 * PIN copied to another card does not open), and opened only for the batch's buyer, each opening
 * recorded on the batch with what it was for. Staff read a batch's counts, serials and batch
 * numbers, never its PINs.
 */

const pinContext = (batchId: number, serial: string) => `epin_cards:${batchId}:${serial}`;

/** Keeps the cards a provider delivered for a batch, PINs sealed; a card kept already is kept once. */
export async function keepCards(
  tx: Tx,
  key: EnvelopeKey,
  batchId: number,
  cards: readonly EpinCard[],
): Promise<void> {
  if (!cards.length) return;
  await tx
    .insert(epinCards)
    .values(
      cards.map((card) => ({
        batchId,
        serial: card.serial,
        pinSealed: seal(key, card.pin, pinContext(batchId, card.serial)),
        providerBatchNo: card.batchNo,
      })),
    )
    .onConflictDoNothing({ target: [epinCards.batchId, epinCards.serial] });
}

export interface OpenedCard {
  id: number;
  serial: string;
  pin: string;
  providerBatchNo: string;
  printedAt: Date | null;
  soldAt: Date | null;
}

/**
 * The buyer's batch with its PINs, the opening recorded with its action; undefined when the batch
 * is not the user's (the caller answers it as not found, whoever asks).
 */
export async function openBatch(
  db: Db,
  key: EnvelopeKey,
  request: { userId: number; batchId: number; action: EpinBatchAction },
): Promise<{ batch: EpinBatch; cards: OpenedCard[] } | undefined> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(epinBatches)
      .where(and(eq(epinBatches.id, request.batchId), eq(epinBatches.userId, request.userId)));
    if (!batch) return undefined;
    await tx
      .insert(epinBatchAccess)
      .values({ batchId: batch.id, userId: request.userId, action: request.action });
    const rows = await tx
      .select()
      .from(epinCards)
      .where(eq(epinCards.batchId, batch.id))
      .orderBy(asc(epinCards.id));
    const cards = rows.map((row) => ({
      id: row.id,
      serial: row.serial,
      pin: open(key, row.pinSealed, pinContext(batch.id, row.serial)),
      providerBatchNo: row.providerBatchNo,
      printedAt: row.printedAt,
      soldAt: row.soldAt,
    }));
    return { batch, cards };
  });
}

/** What staff see of a batch: how many cards came, were printed and sold, and their serials. */
export async function batchForStaff(db: Db, batchId: number) {
  const [batch] = await db.select().from(epinBatches).where(eq(epinBatches.id, batchId));
  if (!batch) return undefined;
  const cards = await db
    .select({
      serial: epinCards.serial,
      providerBatchNo: epinCards.providerBatchNo,
      printedAt: epinCards.printedAt,
      soldAt: epinCards.soldAt,
    })
    .from(epinCards)
    .where(eq(epinCards.batchId, batchId))
    .orderBy(asc(epinCards.id));
  const [opened] = await db
    .select({ times: count() })
    .from(epinBatchAccess)
    .where(eq(epinBatchAccess.batchId, batchId));
  return { batch, cards, openedTimes: opened?.times ?? 0 };
}
