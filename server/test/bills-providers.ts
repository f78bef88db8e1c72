import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import type { BillsOutcome, BillsProvider, PayRequest } from '../src/ports/bills';

/*
 * A second bills provider for routing tests, until a second simulator is on this branch: a named
 * provider that answers through the VTpass adapter (and its simulator) unless a fault is switched
 * on, with the same fault kinds as the simulators' sandbox mode: down refuses every order before
 * vending, timeout takes the order and answers nothing in time, no-float refuses for our balance.
 * To test against ClubKonnect instead, register its adapter under the name and switch its
 * simulator's mode where these tests set `mode`.
 */

export type FaultMode = 'ok' | 'down' | 'timeout' | 'no-float';

/** The provider-side refusal codes of this wrapper (its isOurFault knows NO-FLOAT). */
export const REFUSAL_CODES = { down: 'DOWN', noFloat: 'NO-FLOAT' } as const;

export interface FaultyProvider extends BillsProvider {
  mode: FaultMode;
  /** every pay call this provider got, oldest first, refused or not */
  pays: PayRequest[];
  /** every request id this provider was asked about, oldest first */
  requeries: string[];
  /** called as each pay call arrives, before the mode is read (a test may flip it there) */
  onPay?: () => void;
}

const refusal = (code: string, description: string, ourFault: boolean): BillsOutcome => ({
  state: 'failed',
  code,
  description,
  ourFault,
  providerSide: true,
  result: {},
  raw: JSON.stringify({ code, description }),
});

export function faultyProvider(inner: BillsProvider): FaultyProvider {
  const provider: FaultyProvider = {
    mode: 'ok',
    resend: inner.resend,
    pays: [],
    requeries: [],
    variations: (serviceId) => inner.variations(serviceId),
    verify: (request) => inner.verify(request),
    balance: () => inner.balance(),
    dayStatement: (day, requestIds) => inner.dayStatement(day, requestIds),
    newRequestId: () => inner.newRequestId(),
    isOurFault: (code) => code === REFUSAL_CODES.noFloat || inner.isOurFault(code),
    requery: (requestId) => {
      provider.requeries.push(requestId);
      return inner.requery(requestId);
    },
    async pay(request) {
      provider.pays.push(request);
      provider.onPay?.();
      switch (provider.mode) {
        case 'down':
          return refusal(REFUSAL_CODES.down, 'This service is not available right now.', false);
        case 'no-float':
          return refusal(REFUSAL_CODES.noFloat, 'Insufficient balance with the provider.', true);
        case 'timeout': {
          // It reaches the provider, which vends it; the answer never comes back in time.
          await inner.pay(request);
          return {
            state: 'pending',
            description: 'The provider did not answer in time.',
            ourFault: false,
            providerSide: false,
            result: {},
            raw: 'timeout',
          };
        }
        default:
          return inner.pay(request);
      }
    },
  };
  return provider;
}

/**
 * Adds provider `name` with an offer for every plan and package VTpass sells, at VTpass's codes:
 * plans at `planCostPercent` of VTpass's cost, packages at VTpass's commission plus
 * `extraCommissionBp` (negative: dearer than VTpass).
 */
export async function addProviderLikeVtpass(
  db: Db,
  name: string,
  options: { priority: number; planCostPercent: number; extraCommissionBp: number },
) {
  await db.execute(
    sql`INSERT INTO bills_providers (name, priority) VALUES (${name}, ${options.priority})`,
  );
  await db.execute(sql`
    INSERT INTO bills_offers (package_id, plan_id, provider, provider_code, cost_kobo, commission_bp)
    SELECT package_id, plan_id, ${name}, provider_code,
      round(cost_kobo * ${options.planCostPercent} / 100.0),
      CASE WHEN commission_bp IS NOT NULL THEN greatest(commission_bp + ${options.extraCommissionBp}, 0) END
    FROM bills_offers WHERE provider = 'vtpass'`);
}

/**
 * A world of VTpass and the providers a test makes up: ClubKonnect, which the catalogue seeds
 * (its provider row and offers, and the packages only it sells), is taken out, so routing and
 * margins are the test's own.
 */
export async function withoutSeededClubKonnect(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM bills_offers WHERE provider = 'clubkonnect'`);
  await db.execute(sql`
    DELETE FROM plan_prices WHERE plan_id IN (
      SELECT pl.id FROM plans pl JOIN packages pk ON pk.id = pl.package_id
      WHERE pk.catalogue_provider = 'clubkonnect')`);
  await db.execute(sql`
    DELETE FROM plans WHERE package_id IN (
      SELECT id FROM packages WHERE catalogue_provider = 'clubkonnect')`);
  await db.execute(sql`DELETE FROM packages WHERE catalogue_provider = 'clubkonnect'`);
  await db.execute(sql`DELETE FROM bills_providers WHERE name = 'clubkonnect'`);
}
