import { desc, eq, isNotNull } from 'drizzle-orm';
import type { TierLimits } from '@contract/api/kyc';
import type { ChangeKycLimitsRequest, KycLimits } from '@contract/api/console';
import { parseTierLimits } from '@contract/rules/kyc-limits';
import type { Db, Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest } from '../../../lib/http-error';
import { koboToNaira } from '../../../lib/money';
import { readTierLimits, type TierLimitRow } from '../../kyc/limits';
import { kycTierLimits } from '../../kyc/tables';
import { recordAudit, type AuditActor } from '../audit';

/*
 * The tiers' limits as the console reads and an owner sets them: naira on the wire, kobo in the
 * table, null for no limit. A change sends all four tiers with a reason, is checked by the
 * contract's rule (amounts, and no tier below a lower one) and is written with its audit entry
 * (before and after) in one database transaction.
 */

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

const presentTier = (row: TierLimitRow): TierLimits => ({
  tier: row.tier,
  single_deposit: naira(row.singleDepositKobo),
  daily_inflow: naira(row.dailyInflowKobo),
  balance: naira(row.balanceKobo),
});

export async function readKycLimits(db: Db | Tx): Promise<KycLimits> {
  const [last] = await db
    .select({ at: kycTierLimits.updatedAt, by: users.email })
    .from(kycTierLimits)
    .leftJoin(users, eq(users.id, kycTierLimits.updatedBy))
    .where(isNotNull(kycTierLimits.updatedBy))
    .orderBy(desc(kycTierLimits.updatedAt))
    .limit(1);
  return {
    tiers: (await readTierLimits(db)).map(presentTier),
    updated_at: last?.at.toISOString() ?? null,
    updated_by: last?.by ?? null,
  };
}

/** Sets every tier's limits; 400 naming each field that is wrong, nothing written. */
export function changeKycLimits(
  db: Db,
  actor: AuditActor & { id: number },
  change: ChangeKycLimitsRequest,
): Promise<KycLimits> {
  const parsed = parseTierLimits(change.tiers);
  if ('problems' in parsed) {
    const [first = ''] = Object.values(parsed.problems);
    throw badRequest(first, parsed.problems);
  }
  return db.transaction(async (tx) => {
    await tx.select({ tier: kycTierLimits.tier }).from(kycTierLimits).for('update');
    const before = (await readTierLimits(tx)).map(presentTier);
    const updatedAt = new Date();
    for (const row of parsed.limits)
      await tx
        .update(kycTierLimits)
        .set({
          singleDepositKobo: row.single_deposit,
          dailyInflowKobo: row.daily_inflow,
          balanceKobo: row.balance,
          updatedBy: actor.id,
          updatedAt,
        })
        .where(eq(kycTierLimits.tier, row.tier));
    const after = await readKycLimits(tx);
    await recordAudit(tx, {
      actor,
      action: 'kyc.limits_change',
      subjectType: 'kyc_tier_limits',
      subjectId: 'tiers',
      reason: change.reason,
      before,
      after: after.tiers,
    });
    return after;
  });
}
