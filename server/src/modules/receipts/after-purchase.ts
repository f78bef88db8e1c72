import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Mailer } from '../../lib/mailer';
import { SMS_KIND } from '../sms/service';
import { getTransaction } from '../transactions/service';
import { receiptMail } from './receipt-mail';

export interface ReceiptMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'brandName' | 'supportEmail' | 'supportPhone'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * "E-mail me a receipt after each purchase": every purchase or SMS made since the customer turned
 * it on that has settled (confirmed, or failed and refunded) and has no receipt yet. Each is
 * claimed and marked in one statement, so with several processes it is mailed once; a mail the
 * SMTP server refuses is logged, not retried (the customer can still send it from the receipt).
 */
export async function mailSettledReceipts(deps: ReceiptMailDeps, limit: number): Promise<number> {
  const claimed = await deps.db.execute(sql`
    WITH due AS (
      SELECT t.id FROM users u
      JOIN transactions t ON t.user_id = u.id AND t.created_at >= u.email_receipts_since
      WHERE u.email_receipts_since IS NOT NULL
        AND t.kind IN ('purchase', ${SMS_KIND})
        AND t.status IN ('confirmed', 'failed')
        AND t.receipt_mailed_at IS NULL
      ORDER BY t.id LIMIT ${limit}
      FOR UPDATE OF t SKIP LOCKED
    )
    UPDATE transactions SET receipt_mailed_at = now() FROM due, users
    WHERE transactions.id = due.id AND users.id = transactions.user_id
    RETURNING transactions.id, transactions.user_id, users.email`);
  const rows = rowsOf<{ id: number; user_id: number; email: string }>(claimed);
  for (const row of rows) {
    try {
      const transaction = await getTransaction(deps.db, Number(row.user_id), Number(row.id));
      await deps.mailer.send(receiptMail(deps.config, row.email, transaction));
    } catch (error) {
      deps.log.error({ err: error, transactionId: row.id }, 'receipt e-mail failed');
    }
  }
  return rows.length;
}
