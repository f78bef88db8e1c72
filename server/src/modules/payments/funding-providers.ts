import { asc, desc, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { PaymentsProvider } from '../../ports/payments';
import { breakerStateSql, claimProbe, recordHealth, type Health } from '../purchases/breaker';
import type { DepositChargeRule } from './charges';
import { paymentProviderSettings } from './tables';

/*
 * The payments providers money enters through: Monnify and Paystack. Each card checkout goes to
 * one of them (the owner's preferred one while it is healthy, else the other), through the same
 * circuit breaker as the bills providers' services (purchases/breaker.ts, kept in
 * payments_breakers under the service "card_checkout"): a provider that failed to start five
 * checkouts within a minute is skipped for the cool-down, then tried again by one probe.
 */

export const FUNDING_PROVIDERS = ['monnify', 'paystack'] as const;
export type FundingProviderName = (typeof FUNDING_PROVIDERS)[number];
export type FundingGateways = Record<FundingProviderName, PaymentsProvider>;

export const CARD_CHECKOUT_SERVICE = 'card_checkout';

/** The payments providers this server offers: Monnify always, Paystack when it is configured. */
export const offeredProviders = (gateways: {
  paystack?: PaymentsProvider | undefined;
}): FundingProviderName[] => (gateways.paystack ? ['monnify', 'paystack'] : ['monnify']);

/**
 * The ledger reference of a provider's payment: Monnify's own reference (as before Paystack), or
 * "paystack:" and Paystack's, so a payment is credited once per provider and reference.
 */
export const ledgerReference = (provider: FundingProviderName, reference: string) =>
  provider === 'monnify' ? reference : `${provider}:${reference}`;

/** Records a checkout start's health: an answer of any kind is a success, no answer or a 5xx a failure. */
export function recordCheckoutHealth(db: Db, provider: FundingProviderName, health: Health) {
  return recordHealth(db, provider, CARD_CHECKOUT_SERVICE, health, 'payments_breakers');
}

/**
 * The providers a card checkout may go to now, in the order to try: of those `offered`, the
 * preferred one first, a provider whose breaker is open left out, a half-open one only while this
 * checkout holds its probe.
 */
export async function checkoutProviders(
  db: Db,
  offered: readonly FundingProviderName[] = FUNDING_PROVIDERS,
): Promise<FundingProviderName[]> {
  const rows = rowsOf<{ provider: FundingProviderName; breaker: string }>(
    await db.execute(sql`
      SELECT p.provider, ${breakerStateSql} AS breaker
      FROM payment_provider_settings p
      LEFT JOIN payments_breakers b ON b.provider = p.provider AND b.service_id = ${CARD_CHECKOUT_SERVICE}
      ORDER BY p.preferred DESC, p.provider`),
  );
  const usable: FundingProviderName[] = [];
  for (const row of rows) {
    if (!offered.includes(row.provider) || row.breaker === 'open') continue;
    if (
      row.breaker === 'half-open' &&
      !(await claimProbe(db, row.provider, CARD_CHECKOUT_SERVICE, 'payments_breakers'))
    )
      continue;
    usable.push(row.provider);
  }
  return usable;
}

export interface ProviderSettings {
  provider: FundingProviderName;
  preferred: boolean;
  depositCharge: DepositChargeRule;
}

/** The owner's settings of every payments provider, the preferred first. */
export async function providerSettings(db: Db): Promise<ProviderSettings[]> {
  const rows = await db
    .select()
    .from(paymentProviderSettings)
    .orderBy(desc(paymentProviderSettings.preferred), asc(paymentProviderSettings.provider));
  return rows.map((row) => ({
    provider: row.provider,
    preferred: row.preferred,
    depositCharge: {
      basisPoints: row.depositChargeBasisPoints,
      capKobo: row.depositChargeCapKobo,
    },
  }));
}

/** The deposit charge rule the owner set for a provider's dedicated accounts. */
export async function depositChargeRule(
  db: Db,
  provider: FundingProviderName,
): Promise<DepositChargeRule> {
  const [row] = await db
    .select()
    .from(paymentProviderSettings)
    .where(eq(paymentProviderSettings.provider, provider));
  return {
    basisPoints: row?.depositChargeBasisPoints ?? 0,
    capKobo: row?.depositChargeCapKobo ?? 0,
  };
}

/** The payments providers whose card checkout breaker is not closed (health lists them degraded). */
export async function unhealthyFundingProviders(db: Db): Promise<Set<string>> {
  const rows = rowsOf<{ provider: string }>(
    await db.execute(sql`SELECT provider FROM payments_breakers WHERE opened_at IS NOT NULL`),
  );
  return new Set(rows.map((row) => row.provider));
}
