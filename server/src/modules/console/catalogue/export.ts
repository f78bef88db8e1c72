import type { ConsolePackage, ConsolePlan } from '@contract/api/console';
import { onlyBelowCost } from '@contract/rules';
import type { Db } from '../../../db/client';
import { csvKobo, wholeListRows, type CsvColumn, type CsvValue } from '../../../lib/csv';
import { nairaToKobo } from '../../../lib/money';
import { readPackages } from './repository';
import type { ConsoleCsvExport } from '../audited-export';

/*
 * The catalogue and prices as a file: a row per plan (data, cable, exam: naira per tier), and a
 * row per package priced by rate (airtime, electricity and airtime to cash: percent per tier; SMS:
 * naira a page). Its few hundred rows are read in one go, as the console's screen reads them.
 */

interface CatalogueRow {
  pkg: ConsolePackage;
  plan: ConsolePlan | null;
}

const TIERS = ['Normal', 'Agent', 'Reseller', 'API'] as const;

/** the catalogue's naira came from kobo; back to kobo exactly, so the cell is exact */
const naira = (value: number | null | undefined): CsvValue =>
  value === null || value === undefined ? null : csvKobo(nairaToKobo(value));

const inNaira = ({ pkg, plan }: CatalogueRow) => plan !== null || pkg.pricing === 'unit_price';

function tierValue(row: CatalogueRow, tier: number): CsvValue {
  if (row.plan) return naira(row.plan.prices[tier]);
  const rate = row.pkg.rates[tier];
  return row.pkg.pricing === 'unit_price' ? naira(rate) : rate;
}

const COLUMNS: CsvColumn<CatalogueRow>[] = [
  { header: 'Category', value: ({ pkg }) => pkg.category },
  { header: 'Package', value: ({ pkg }) => pkg.title },
  { header: 'Service ID', value: ({ pkg }) => pkg.service_id },
  { header: 'Pricing', value: ({ pkg }) => pkg.pricing },
  { header: 'Plan code', value: ({ plan }) => plan?.code },
  { header: 'Plan', value: ({ plan }) => plan?.title },
  { header: 'Active', value: ({ pkg, plan }) => pkg.active && (plan?.active ?? true) },
  { header: 'Provider price (NGN)', value: ({ plan }) => naira(plan?.provider_amount) },
  { header: 'Provider cost (NGN)', value: ({ plan }) => naira(plan?.provider_cost) },
  { header: 'Provider commission (%)', value: ({ pkg }) => pkg.provider_commission },
  { header: 'Tier unit', value: (row) => (inNaira(row) ? 'NGN' : '%') },
  ...TIERS.map((tier, index) => ({
    header: tier,
    value: (row: CatalogueRow) => tierValue(row, index),
  })),
];

async function catalogueRows(db: Db, belowCost: boolean): Promise<CatalogueRow[]> {
  const all = await readPackages(db);
  return (belowCost ? onlyBelowCost(all) : all).flatMap((pkg): CatalogueRow[] =>
    pkg.pricing === 'plans' ? pkg.plans.map((plan) => ({ pkg, plan })) : [{ pkg, plan: null }],
  );
}

/** The catalogue's file; with `belowCost`, only what the screen's below-cost filter shows. */
export const catalogueCsv = (db: Db, belowCost = false): ConsoleCsvExport<CatalogueRow> => ({
  list: 'catalogue',
  columns: COLUMNS,
  rows: wholeListRows(() => catalogueRows(db, belowCost)),
});
