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
  opened_at: string | Date | null;
}

async function rows(db: Db | Tx): Promise<Row[]> {
  return rowsOf<Row>(
    await db.execute(sql`
      SELECT p.provider, p.preferred, p.deposit_charge_basis_points AS basis_points,
        p.deposit_charge_cap_kobo AS cap_kobo, ${breakerStateSql} AS breaker, b.opened_at
      FROM payment_provider_settings p
      LEFT JOIN payments_breakers b ON b.provider = p.provider AND b.service_id = ${CARD_CHECKOUT_SERVICE}
      ORDER BY p.preferred DESC, p.provider`),
  );
}

type Funding = ConsolePaymentProvider['funding'];

/**
 * Funding credited through each provider (the ledger's card and transfer credits; Paystack's carry
 * its reference prefix) today in Lagos and over the last 7 and 30 Lagos days.
 */
async function fundingByProvider(db: Db | Tx): Promise<Map<FundingProviderName, Funding>> {
  const found = rowsOf<{
    provider: FundingProviderName;
    kind: string;
    period: Funding[number]['period'];
    count: number;
    value_kobo: number;
  }>(
    await db.execute(sql`
      WITH lagos_today AS (
        SELECT (date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos') AS start
      ), periods(period, since) AS (
        SELECT 'today', start FROM lagos_today
        UNION ALL SELECT '7d', start - interval '6 days' FROM lagos_today
        UNION ALL SELECT '30d', start - interval '29 days' FROM lagos_today
      )
      SELECT CASE WHEN le.reference LIKE 'paystack:%' THEN 'paystack' ELSE 'monnify' END AS provider,
        le.kind, p.period, count(*)::int AS count, sum(le.amount_kobo)::float8 AS value_kobo
      FROM ledger_entries le JOIN periods p ON le.created_at >= p.since
      WHERE le.account = 'wallet' AND le.kind IN ('card_funding', 'bank_funding')
      GROUP BY 1, 2, 3`),
  );
  const cell = (provider: string, kind: string, period: string) => {
    const row = found.find(
      (r) => r.provider === provider && r.kind === kind && r.period === period,
    );
    return { count: Number(row?.count ?? 0), value: Number(row?.value_kobo ?? 0) / 100 };
  };
  const periods = ['today', '7d', '30d'] as const;
  return new Map(
    (['monnify', 'paystack'] as const).map((provider) => [
      provider,
      periods.map((period) => ({
        period,
        card: cell(provider, 'card_funding', period),
        transfers: cell(provider, 'bank_funding', period),
      })),
    ]),
  );
}

function presented(
  row: Row,
  funding: Funding,
  offered: readonly FundingProviderName[],
): ConsolePaymentProvider {
  const paystack = row.provider === 'paystack';
  const rule = { basisPoints: Number(row.basis_points), capKobo: Number(row.cap_kobo) };
  return {
    provider: row.provider,
    configured: offered.includes(row.provider),
    preferred: row.preferred,
    checkout_breaker: row.breaker,
    checkout_breaker_since:
      row.breaker === 'closed' || row.opened_at === null
        ? null
        : new Date(row.opened_at).toISOString(),
    deposit_charge_percent: paystack ? rule.basisPoints / 100 : null,
    deposit_charge_cap: paystack ? rule.capKobo / 100 : null,
    deposit_charge_text: paystack ? ruleText(rule) : MONNIFY_CHARGES,
    funding,
  };
}

/** Every payments provider's settings and figures; `offered` are those this server configured. */
export async function readPaymentProviders(
  db: Db | Tx,
  offered: readonly FundingProviderName[],
): Promise<ConsolePaymentProvider[]> {
  const [settings, funding] = await Promise.all([rows(db), fundingByProvider(db)]);
  return settings.map((row) => presented(row, funding.get(row.provider) ?? [], offered));
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
  offered: readonly FundingProviderName[],
): Promise<ConsolePaymentProvider[]> {
  const basisPoints = hundredths(change.deposit_charge_percent);
  const capKobo = hundredths(change.deposit_charge_cap);
  const fields: Record<string, string> = {};
  if (Number.isNaN(basisPoints)) fields.deposit_charge_percent = 'At most two decimals.';
  if (Number.isNaN(capKobo)) fields.deposit_charge_cap = 'At most two decimals.';
  if (provider === 'monnify' && (basisPoints !== undefined || capKobo !== undefined))
    fields.deposit_charge_percent = "Monnify's bank charges are fixed per bank.";
  if (change.preferred && !offered.includes(provider))
    fields.preferred = 'This provider is not configured on this server.';
  if (!change.preferred && basisPoints === undefined && capKobo === undefined)
    fields.preferred = 'Nothing to change.';
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT provider FROM payment_provider_settings FOR UPDATE`);
    // the audit keeps the settings, not the funding figures beside them
    const settingsOf = (list: ConsolePaymentProvider[]) => {
      const found = list.find((row) => row.provider === provider);
      if (!found) return null;
      const { funding: _funding, ...settings } = found;
      return settings;
    };
    const before = settingsOf(await readPaymentProviders(tx, offered));
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
    const after = await readPaymentProviders(tx, offered);
    await recordAudit(tx, {
      actor,
      action: 'payment_provider.change',
      subjectType: 'payment_provider',
      subjectId: provider,
      reason: change.reason,
      before,
      after: settingsOf(after),
    });
    return after;
  });
}
