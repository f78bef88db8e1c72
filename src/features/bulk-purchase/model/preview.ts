import type { BulkPurchaseRowInput } from '@contract/api/bulk-purchases';
import {
  BULK_MESSAGES,
  MAX_BULK_ROWS,
  checkBulkRows,
  type BulkRowField,
  type BulkService,
} from '@contract/rules/bulk-purchase';
import { discountedNaira } from '@contract/rules';
import {
  NETWORK_NAMES,
  NETWORK_SERVICE_IDS,
  networkOfServiceId,
  type Network,
} from '@contract/rules/network';
import type { Package, Plan } from '@contract/api';
import { discountOf, plansOf } from '@/entities/package';
import type { TypedRow } from './parse';

/** A spreadsheet line checked by the bulk rules and priced from the caller's catalogue. */
export interface PreviewRow {
  row: number;
  phone: string;
  service: BulkService;
  network?: Network;
  /** the network came from the number's prefix (not chosen) */
  detected: boolean;
  /** airtime: naira; data: the plan */
  amount?: number;
  plan?: Plan;
  planCode: string;
  /** naira to be charged; undefined while the row has a problem */
  charge?: number;
  problems: Partial<Record<BulkRowField, string>>;
}

export interface Preview {
  rows: PreviewRow[];
  /** naira, the rows without a problem */
  total: number;
  /** rows with a problem */
  invalid: number;
  /** the whole batch's problem (too many rows) */
  error?: string;
}

export const UNKNOWN_NETWORK_TEXT = 'Not a network we sell: MTN, GLO, Airtel or 9mobile.';

/** The catalogue the preview prices with: airtime packages (discounts) and data packages (plans). */
export interface PreviewCatalogue {
  airtime: readonly Package[];
  data: readonly Package[];
}

function findPlan(data: readonly Package[], code: string) {
  for (const pkg of data) {
    const plan = plansOf(pkg).find((candidate) => candidate.code === code);
    if (plan) return { plan, network: networkOfServiceId(pkg.service_id) };
  }
  return undefined;
}

/** The rows as the batch sends them (the chosen networks included). */
export const toRowInput = (row: TypedRow, chosen?: Network): BulkPurchaseRowInput => ({
  phone: row.phone,
  ...((chosen ?? row.network) ? { network: chosen ?? row.network } : {}),
  // an empty amount is missing; "abc" is a number that is not one (NaN), told apart by the rules
  ...(row.plan ? { plan: row.plan } : row.amount === '' ? {} : { amount: Number(row.amount) }),
});

/**
 * Checks every line as the server will (the same rules), prices it for the caller's level, and
 * sums the rows that can be bought. `chosen` holds the networks picked on screen, by row number.
 */
export function buildPreview(
  rows: readonly TypedRow[],
  catalogue: PreviewCatalogue,
  chosen: Readonly<Record<number, Network>> = {},
): Preview {
  const inputs = rows.map((row) => toRowInput(row, chosen[row.row]));
  const checked = checkBulkRows(inputs, (code) => findPlan(catalogue.data, code)?.network);
  let total = 0;
  let invalid = 0;
  const previewRows = rows.map((typed, index): PreviewRow => {
    const check = checked[index]!;
    const problems = { ...check.problems };
    if (typed.networkText && !typed.network && !chosen[typed.row])
      problems.network = UNKNOWN_NETWORK_TEXT;
    const plan = typed.plan ? findPlan(catalogue.data, typed.plan)?.plan : undefined;
    const amount = check.service === 'airtime' ? inputs[index]!.amount : undefined;
    let charge: number | undefined;
    if (!Object.keys(problems).length && check.network) {
      if (check.service === 'data') charge = plan?.amount;
      else {
        const serviceId = NETWORK_SERVICE_IDS[check.network].airtime;
        const pkg = catalogue.airtime.find((candidate) => candidate.service_id === serviceId);
        if (pkg && amount !== undefined) charge = discountedNaira(amount, discountOf(pkg));
        else problems.network = `${NETWORK_NAMES[check.network]} airtime is not on sale now.`;
      }
    }
    if (charge === undefined) invalid += 1;
    else total += Math.round(charge * 100);
    return {
      row: typed.row,
      phone: check.phone ?? typed.phone,
      service: check.service,
      network: check.network,
      detected: check.detected,
      amount,
      plan,
      planCode: typed.plan,
      charge,
      problems,
    };
  });
  return {
    rows: previewRows,
    total: total / 100,
    invalid,
    ...(rows.length > MAX_BULK_ROWS ? { error: BULK_MESSAGES.tooMany } : {}),
  };
}

/** Why a line is left out, as the batch keeps it: its problems, in the preview's words. */
export const leftOutReason = (row: PreviewRow): string =>
  (Object.values(row.problems).join(' ') || 'It could not be priced.').slice(0, 300);
