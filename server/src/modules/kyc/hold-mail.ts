import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema';
import { paragraphsMail, type Mailer, type MailMessage } from '../../lib/mailer';
import { kycHolds } from './tables';

/*
 * A hold is e-mailed to the customer once, with its reason word for word and the step that lifts
 * it: each hold is claimed and marked in one statement, so with several processes it is mailed
 * once. A mail the SMTP server refuses is logged; the reason stays on the customer's screens.
 */

export interface HoldMailDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'brandName' | 'publicUrl' | 'supportEmail'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function holdMail(config: HoldMailDeps['config'], to: string, reason: string): MailMessage {
  const link = `${config.publicUrl.replace(/\/+$/, '')}/dashboard/verify`;
  const lines = [
    reason,
    `Verify your identity here: ${link}`,
    `Questions, or to ask for a review: ${config.supportEmail}`,
  ];
  return paragraphsMail(to, `${config.brandName}: purchases are paused on your wallet`, lines);
}

/** Mails up to `limit` holds not yet mailed; returns how many it claimed. */
export async function mailHolds(deps: HoldMailDeps, limit: number): Promise<number> {
  const claimed = rowsOf<{ id: number }>(
    await deps.db.execute(sql`
      WITH due AS (
        SELECT id FROM kyc_holds WHERE mailed_at IS NULL
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE kyc_holds h SET mailed_at = now() FROM due
      WHERE h.id = due.id
      RETURNING h.id`),
  );
  for (const { id } of claimed) {
    try {
      const [found] = await deps.db
        .select({ reason: kycHolds.reason, email: users.email })
        .from(kycHolds)
        .innerJoin(users, eq(users.id, kycHolds.userId))
        .where(eq(kycHolds.id, Number(id)));
      if (found) await deps.mailer.send(holdMail(deps.config, found.email, found.reason));
    } catch (error) {
      deps.log.error({ err: error, holdId: id }, 'wallet hold e-mail failed');
    }
  }
  return claimed.length;
}
