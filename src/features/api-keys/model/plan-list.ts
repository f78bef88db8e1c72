import { parseCsvSheet } from '@/shared/lib/csv';
import type { PlanListRow, PlanMapEntry, PlanMapKind } from '@contract/api';

/*
 * An old supplier's plan list, as a CSV file or pasted text: a header row, then one plan a line.
 * Columns, in any order and case: "id" (the id your code sends), "network" (MTN, GLO, ... or for
 * cable GOTV, DSTV, STARTIMES), "name" (the plan as the list calls it) and an optional "type"
 * (SME, GIFTING, CORPORATE GIFTING).
 */

const ALIASES: Record<string, keyof PlanListRow> = {
  id: 'their_id',
  plan_id: 'their_id',
  their_id: 'their_id',
  dataplan_id: 'their_id',
  network: 'network',
  cable: 'network',
  cablename: 'network',
  service: 'network',
  name: 'name',
  plan: 'name',
  plan_name: 'name',
  type: 'type',
  plan_type: 'type',
};

export const PLAN_LIST_HEADER_MISSING =
  'The first line must name the columns: "id", "network" and "name" (and "type" if your list has one).';
export const PLAN_LIST_EMPTY = 'The list has no plans under its header.';

export type ParsedPlanList =
  { rows: PlanListRow[]; error?: undefined } | { rows: []; error: string };

export function parsePlanList(text: string): ParsedPlanList {
  const parsed = parseCsvSheet(text, ALIASES);
  const { fields } = parsed;
  if (!fields.includes('their_id') || !fields.includes('name'))
    return { rows: [], error: PLAN_LIST_HEADER_MISSING };
  const rows = parsed.rows.map((line) => ({
    their_id: (line.their_id ?? '').trim(),
    network: (line.network ?? '').trim(),
    name: (line.name ?? '').trim(),
    type: (line.type ?? '').trim(),
  }));
  return rows.length ? { rows } : { rows: [], error: PLAN_LIST_EMPTY };
}

/** The map with new lines laid over it: a line for an id already mapped replaces it. */
export function mergeEntries(
  entries: readonly PlanMapEntry[],
  incoming: readonly PlanMapEntry[],
): PlanMapEntry[] {
  const key = (entry: PlanMapEntry) => `${entry.kind} ${entry.their_id}`;
  const replaced = new Set(incoming.map(key));
  return [...entries.filter((entry) => !replaced.has(key(entry))), ...incoming];
}

export const entriesOfKind = (entries: readonly PlanMapEntry[], kind: PlanMapKind) =>
  entries.filter((entry) => entry.kind === kind);
