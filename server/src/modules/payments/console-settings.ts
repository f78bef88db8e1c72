import { eq, sql } from 'drizzle-orm';
import type { ChangePaymentProviderRequest, ConsolePaymentProvider } from '@contract/api/console';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { badRequest } from '../../lib/http-error';
import { recordAudit, type AuditActor } from '../console/audit';
import { breakerStateSql } from '../purchases/breaker';
import { ruleText } from './charges';
import { CARD_CHECKOUT_SERVICE, type FundingProviderName } from './funding-providers';
import { paymentProviderSettings } from './tables';

/*
 * The payments providers as owners set them (payment_provider_settings): the preferred provider of
 * card checkouts and Paystack's deposit charge. Monnify's bank charges are fixed per bank
 * (charges.ts), so only its preference can change. Each change is audited with its reason in the
 * same database transaction.
 */

/** Monnify's fixed rules in words, as the fund-wallet screen shows them per bank. */
const MONNIFY_CHARGES =
  'Rehoboth: free under ₦5,000, ₦30 from ₦5,000; Moniepoint and Wema: 0.85% of every deposit.';

interface Row extends Record<string, unknown> {
  provider: FundingProviderName;
  preferred: boolean;
  basis_points: number;
  cap_kobo: number | string;
  breaker: ConsolePaymentProvider['checkout_breaker'];
}

async function rows(db: Db | Tx): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      SELECT p.provider, p.preferred, p.deposit_charge_basis_points AS basis_points,
        p.deposit_charge_cap_kobo AS cap_kobo, ${breakerStateSql} AS breaker
      FROM payment_provider_settings p
      LEFT JOIN payments_breakers b ON b.provider = p.provider AND b.service_id = ${CARD_CHECKOUT_SERVICE}
      ORDER BY p.preferred DESC, p.provider`),
  );
}

function presented(row: Row): ConsolePaymentProvider {
  const paystack = row.provider === 'paystack';
  const rule = { basisPoints: Number(row.basis_points), capKobo: Number(row.cap_kobo) };
  return {
    provider: row.provider,
    preferred: row.preferred,
    checkout_breaker: row.breaker,
    deposit_charge_percent: paystack ? rule.basisPoints / 100 : null,
    deposit_charge_cap: paystack ? rule.capKobo / 100 : null,
    deposit_charge_text: paystack ? ruleText(rule) : MONNIFY_CHARGES,
  };
}

export async function readPaymentProviders(db: Db | Tx): Promise<ConsolePaymentProvider[]> {
  return (await rows(db)).map(presented);
}

/** Whole units of a hundredth (basis points, kobo) of a number with at most two decimals, or undefined. */
function hundredths(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const whole = Math.round(value * 100);
  return Math.abs(value * 100 - whole) > 1e-6 ? Number.NaN : whole;
}

/** An owner's change of one provider's settings, audited (before, after, reason). */
export function changePaymentProvider(
  db: Db,
  actor: AuditActor & { id: number },
  provider: FundingProviderName,
  change: ChangePaymentProviderRequest,
): Promise<ConsolePaymentProvider[]> {
  const basisPoints = hundredths(change.deposit_charge_percent);
  const capKobo = hundredths(change.deposit_charge_cap);
  const fields: Record<string, string> = {};
  if (Number.isNaN(basisPoints)) fields.deposit_charge_percent = 'At most two decimals.';
  if (Number.isNaN(capKobo)) fields.deposit_charge_cap = 'At most two decimals.';
  if (provider === 'monnify' && (basisPoints !== undefined || capKobo !== undefined))
    fields.deposit_charge_percent = "Monnify's bank charges are fixed per bank.";
  if (!change.preferred && basisPoints === undefined && capKobo === undefined)
    fields.preferred = 'Nothing to change.';
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT provider FROM payment_provider_settings FOR UPDATE`);
    const before = (await rows(tx)).map(presented).find((row) => row.provider === provider);
    if (change.preferred)
      await tx.execute(sql`
        UPDATE payment_provider_settings SET preferred = (provider = ${provider}),
          updated_by = ${actor.id}, updated_at = now()`);
    if (basisPoints !== undefined || capKobo !== undefined)
      await tx
        .update(paymentProviderSettings)
        .set({
          ...(basisPoints === undefined ? {} : { depositChargeBasisPoints: basisPoints }),
          ...(capKobo === undefined ? {} : { depositChargeCapKobo: capKobo }),
          updatedBy: actor.id,
          updatedAt: new Date(),
        })
        .where(eq(paymentProviderSettings.provider, provider));
    const after = await readPaymentProviders(tx);
    await recordAudit(tx, {
      actor,
      action: 'payment_provider.change',
      subjectType: 'payment_provider',
      subjectId: provider,
      reason: change.reason,
      before: before ?? null,
      after: after.find((row) => row.provider === provider) ?? null,
    });
    return after;
  });
}
