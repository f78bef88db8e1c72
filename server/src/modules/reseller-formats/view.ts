import { eq } from 'drizzle-orm';
import { CATEGORY_IDS } from '@contract/constants';
import { networkOfPhone, type Network } from '@contract/rules/network';
import type { Db, Tx } from '../../db/client';
import { packages } from '../../db/schema';
import { networkOfType, planOfPurchase, theirPlanId } from './catalogue';
import type { OrderRow } from './orders';

/*
 * An order as both formats answer it, read from its transaction: what each format's answer, its
 * order query and its webhook say, in one place.
 */

export type OrderOutcome = 'delivered' | 'failed' | 'processing';

export type OrderKind = 'data' | 'airtime' | 'cable' | 'electricity' | 'exam' | 'other';

export interface OrderView {
  id: number;
  /** the client's reference (ident, request-id), or null when it sent none */
  ref: string | null;
  kind: OrderKind;
  outcome: OrderOutcome;
  network: Network | undefined;
  /** whether the number's prefix names another network than the one it was bought on */
  ported: boolean;
  packageSlug: string | null;
  packageTitle: string | null;
  /** the plan as the reseller knows it (its mapped id, or ours) */
  planId: string | null;
  planName: string | null;
  /** what the wallet was charged, and the face value (airtime, units) */
  chargedKobo: number;
  faceKobo: number;
  phone: string;
  /** the smart card or meter number */
  account: string | null;
  balanceBeforeKobo: number;
  balanceAfterKobo: number;
  message: string;
  token: string | null;
  createdAt: Date;
}

const KIND_OF_CATEGORY = new Map<number, OrderKind>([
  [CATEGORY_IDS.data, 'data'],
  [CATEGORY_IDS.airtime, 'airtime'],
  [CATEGORY_IDS.cable, 'cable'],
  [CATEGORY_IDS.electricity, 'electricity'],
  [CATEGORY_IDS.exam, 'exam'],
]);

export const outcomeOf = (status: OrderRow['status']): OrderOutcome =>
  status === 'confirmed'
    ? 'delivered'
    : status === 'failed' || status === 'reversed' || status === 'ignored'
      ? 'failed'
      : 'processing';

/** Our own keys for orders sent without a reference are not the client's. */
const clientRefOf = (key: string | null) => (key && !key.startsWith('auto-') ? key : null);

export async function orderView(db: Db | Tx, row: OrderRow): Promise<OrderView> {
  const [pkg] = row.packageId
    ? await db
        .select({ slug: packages.slug, title: packages.title, networkType: packages.networkType })
        .from(packages)
        .where(eq(packages.id, row.packageId))
    : [];
  const kind = (row.categoryId && KIND_OF_CATEGORY.get(row.categoryId)) || 'other';
  const network =
    kind === 'airtime' ? networkOfAirtime(pkg?.slug) : networkOfType(pkg?.networkType ?? null);
  const planKind = kind === 'data' || kind === 'cable' ? kind : undefined;
  const planId = planKind ? await planOfPurchase(db, row.packageId, row.variationCode) : undefined;
  const phone = row.phoneNo ?? '';
  const prefixNetwork = networkOfPhone(phone);
  const charged = row.amountKobo;
  const before = row.initialBalanceKobo ?? 0;
  return {
    id: row.id,
    ref: clientRefOf(row.idempotencyKey),
    kind,
    outcome: outcomeOf(row.status),
    network,
    ported: network !== undefined && prefixNetwork !== undefined && prefixNetwork !== network,
    packageSlug: pkg?.slug ?? null,
    packageTitle: pkg?.title ?? null,
    planId:
      planKind && planId !== undefined
        ? await theirPlanId(db, row.apiKeyId, planKind, planId)
        : null,
    planName: row.plan,
    chargedKobo: charged,
    faceKobo: row.upstreamAmountKobo ?? charged,
    phone,
    account: kind === 'cable' || kind === 'electricity' ? row.billersCode : null,
    balanceBeforeKobo: before,
    // A failed order was refunded: the balance is back where it was.
    balanceAfterKobo: outcomeOf(row.status) === 'failed' ? before : (row.newBalanceKobo ?? before),
    message: row.response ?? '',
    token: row.token,
    createdAt: row.createdAt,
  };
}

function networkOfAirtime(slug: string | undefined): Network | undefined {
  const name = slug?.replace(/-airtime$/, '');
  return name === 'mtn' || name === 'glo' || name === 'airtel' || name === '9mobile'
    ? name
    : undefined;
}

/** Naira with kobo, as both formats write money: "1234.50". */
export const nairaText = (kobo: number) => (kobo / 100).toFixed(2);
