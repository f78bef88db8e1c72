import type { PriceListItem, PriceRow } from '@contract/api';
import { planRows, rateKind, tierValues, type RateKind, type TierValues } from '@/entities/package';

export interface PlanTable {
  title: string;
  image: string;
  rows: PriceRow[];
}

export interface RateRow {
  title: string;
  image: string;
  values: TierValues;
}

/** One service on the pricing page: its packages' plans, or one table of their rates. */
export type PriceSection =
  | { kind: 'plans'; id: string; name: string; type: string; tables: PlanTable[] }
  | { kind: 'rates'; id: string; name: string; type: string; rate: RateKind; rows: RateRow[] };

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Groups the price list by category, in the order the server lists them. Data, cable and exam
 * packages become one table each; airtime, electricity, airtime to cash and SMS rates share one
 * table per category, a row per package.
 */
export function priceSections(items: readonly PriceListItem[]): PriceSection[] {
  const sections: PriceSection[] = [];
  const byCategory = new Map<number, PriceSection>();
  for (const item of items) {
    const rows = planRows(item);
    const values = tierValues(item);
    let section = byCategory.get(item.category.id);
    if (!section) {
      const { name, type } = item.category;
      const id = `prices-${slug(type || name)}`;
      section = rows
        ? { kind: 'plans', id, name, type, tables: [] }
        : { kind: 'rates', id, name, type, rate: rateKind(type), rows: [] };
      byCategory.set(item.category.id, section);
      sections.push(section);
    }
    if (section.kind === 'plans' && rows && rows.length > 0) {
      section.tables.push({ title: item.title, image: item.image, rows });
    } else if (section.kind === 'rates' && values) {
      section.rows.push({ title: item.title, image: item.image, values });
    }
  }
  return sections.filter((section) =>
    section.kind === 'plans' ? section.tables.length > 0 : section.rows.length > 0,
  );
}

/** A plan name without its package's name: "MTN SME 1GB - 30 Days" in the MTN SME table reads "1GB - 30 Days". */
export function shortPlanName(plan: string, packageTitle: string): string {
  const prefix = `${packageTitle} `.toLowerCase();
  const rest = plan.slice(prefix.length).trim();
  return plan.toLowerCase().startsWith(prefix) && rest ? rest : plan;
}

/** 2.5 -> "2.5%" */
export const formatPercent = (value: number) => `${Number(value.toFixed(2))}%`;
