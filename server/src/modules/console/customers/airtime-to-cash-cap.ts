import { eq } from 'drizzle-orm';
import { formatNaira } from '@contract/format';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-error';
import { koboToNaira, tryNairaToKobo } from '../../../lib/money';
import { recordAudit } from '../audit';
import type { StaffMemberOnRequest } from '../guard';
import { airtimeToCashCaps } from '../money-policy/tables';
import { CUSTOMER_NOT_FOUND, customerProfile } from './profile';

export const CAP_MESSAGES = {
  set: (kobo: number) =>
    `Airtime-to-cash payouts to this customer are now capped at ${formatNaira(kobo / 100)} in any 24 hours.`,
  removed: 'The airtime-to-cash cap is removed: the staff limits and approvals still apply.',
  decimals: 'The cap must have at most two decimal places.',
} as const;

/**
 * An owner sets (or removes, with null) the most one customer may be paid by airtime to cash in
 * any 24 hours; the money policy holds every confirmation to it, approved ones too. Audited.
 */
export async function setAirtimeToCashCap(
  db: Db,
  owner: StaffMemberOnRequest,
  customerId: number,
  dailyCapNaira: number | null,
  reason: string,
) {
  const capKobo = dailyCapNaira === null ? null : tryNairaToKobo(dailyCapNaira);
  if (capKobo === undefined)
    throw badRequest(CAP_MESSAGES.decimals, { daily_cap: CAP_MESSAGES.decimals });
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, customerId))
      .for('update');
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    const [before] = await tx
      .select({ kobo: airtimeToCashCaps.dailyCapKobo })
      .from(airtimeToCashCaps)
      .where(eq(airtimeToCashCaps.userId, customerId));
    if (capKobo === null)
      await tx.delete(airtimeToCashCaps).where(eq(airtimeToCashCaps.userId, customerId));
    else
      await tx
        .insert(airtimeToCashCaps)
        .values({ userId: customerId, dailyCapKobo: capKobo, setBy: owner.id })
        .onConflictDoUpdate({
          target: airtimeToCashCaps.userId,
          set: { dailyCapKobo: capKobo, setBy: owner.id, setAt: new Date() },
        });
    await recordAudit(tx, {
      actor: owner,
      action: 'customer.airtime_to_cash_cap',
      subjectType: 'user',
      subjectId: customerId,
      reason: reason.trim(),
      before: { airtime_to_cash_cap: before ? koboToNaira(before.kobo) : null },
      after: { airtime_to_cash_cap: capKobo === null ? null : koboToNaira(capKobo) },
    });
  });
  return {
    message: capKobo === null ? CAP_MESSAGES.removed : CAP_MESSAGES.set(capKobo),
    data: await customerProfile(db, customerId),
  };
}
