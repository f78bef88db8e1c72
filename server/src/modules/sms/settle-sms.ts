import { eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { Tx } from '../../db/client';
import { transactions } from '../../db/schema';
import type { BillsOutcome } from '../../ports/bills';
import {
  commissionOn,
  commissionPaidOn,
  settleAndRead,
  type ProviderCall,
  type SettleDeps,
} from '../purchases/settle';
import { post } from '../wallet/ledger';
import { SMS_REFUSED_REFUND } from '../wallet/refunds';
import type { TransactionRow } from '../wallet/repository';
import { evidenceFor } from './batches';
import { refusedShareKobo, verdictOf, type SmsVerdict } from './verdict';

/*
 * Settles a pending SMS from what its batches and reports say (verdict.ts), under a lock of the
 * transaction row so the send's answer, reports and the sweep settle it once. The status change
 * goes through settle.ts (confirmed with commission, or failed and refunded); a confirmed SMS with
 * refused batches gets their share back in the same database transaction.
 */

const COMMISSION_ADJUSTMENT = 'referral_commission_adjustment';

export function outcomeOf(verdict: SmsVerdict): BillsOutcome {
  const raw = JSON.stringify(verdict);
  const base = { ourFault: false, providerSide: false, result: {}, raw };
  if (verdict.kind === 'sent')
    return {
      ...base,
      state: 'delivered',
      description: 'Sent',
      ...(verdict.messageId ? { providerTransactionId: verdict.messageId } : {}),
    };
  return { ...base, state: verdict.kind, description: verdict.reason };
}

/** The referrer's commission was paid on the whole charge; this takes back the refunded share's. */
async function adjustCommission(tx: Tx, row: TransactionRow, keptKobo: number) {
  const paid = await commissionPaidOn(tx, row.txRef);
  if (!paid || row.categoryId === null) return;
  const excess = paid.amountKobo - (await commissionOn(tx, row.categoryId, keptKobo));
  // Credited a moment ago in this same database transaction, so the bonus still holds it.
  if (excess > 0)
    await post(tx, {
      userId: paid.userId,
      account: 'bonus',
      amountKobo: -excess,
      kind: COMMISSION_ADJUSTMENT,
      reference: row.txRef,
      transactionId: row.id,
    });
}

async function refundRefused(tx: Tx, row: TransactionRow, verdict: SmsVerdict & { kind: 'sent' }) {
  const refundKobo = refusedShareKobo(
    row.amountKobo,
    verdict.recipients,
    verdict.refusedRecipients,
  );
  if (refundKobo <= 0) return;
  await post(tx, {
    userId: row.userId,
    account: 'wallet',
    amountKobo: refundKobo,
    kind: SMS_REFUSED_REFUND,
    reference: row.txRef,
    transactionId: row.id,
  });
  await adjustCommission(tx, row, row.amountKobo - refundKobo);
  const refused = verdict.refusedRecipients;
  await tx
    .update(transactions)
    .set({
      response:
        `Transaction successful: ${row.description}. The SMS gateway refused ` +
        `${refused} recipient${refused === 1 ? '' : 's'}; ${formatNaira(refundKobo / 100)} ` +
        'for them has been refunded to your wallet.',
    })
    .where(eq(transactions.id, row.id));
}

export interface SmsSettled {
  row: TransactionRow;
  verdict?: SmsVerdict;
}

export interface SettleSmsOptions {
  /** the sweep, past its limit: batches without an answer or a report count as not sent */
  unansweredIsUnsent: boolean;
  call: ProviderCall;
  /** for an SMS charged before batches were recorded; otherwise never received (refunded) */
  withoutBatches?: SmsVerdict;
  /** leave a still-pending SMS untouched (no audit row, no attempt counted) */
  onlyIfFinal?: boolean;
}

/** Applies the SMS's verdict if it is still pending. */
export async function settleSms(
  deps: SettleDeps,
  transactionId: number,
  { unansweredIsUnsent, call, withoutBatches, onlyIfFinal = false }: SettleSmsOptions,
): Promise<SmsSettled> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, transactionId))
      .for('update');
    if (!row) throw new Error(`transaction ${transactionId} does not exist`);
    if (row.status !== 'pending') return { row };
    const batches = await evidenceFor(tx, row.id);
    const verdict: SmsVerdict = batches.length
      ? verdictOf(batches, unansweredIsUnsent)
      : (withoutBatches ?? {
          kind: 'failed',
          reason: 'the SMS gateway never received the message',
        });
    if (onlyIfFinal && verdict.kind === 'pending') return { row, verdict };
    const inner: SettleDeps = {
      ...deps,
      // settle.ts runs its own transaction: nested in this one, it is a savepoint under our lock.
      db: tx,
      onFinal: async (finalTx, id) => {
        if (verdict.kind === 'sent' && verdict.refusedRecipients > 0)
          await refundRefused(finalTx, row, verdict);
        await deps.onFinal?.(finalTx, id);
      },
    };
    await settleAndRead(inner, row.id, outcomeOf(verdict), call);
    const [settled] = await tx.select().from(transactions).where(eq(transactions.id, row.id));
    return { row: settled ?? row, verdict };
  });
}
