/*
 * The rows of the shared purchase-flow suite (purchase-flow-cases.tsx, run in purchase-flow.part<n>.test.tsx), one per service in the
 * registry, each from its feature folder: src/features/<service>/ui/purchase-flow.row.tsx says how
 * its form is filled validly and what its request then carries. A registry service without one
 * fails the suite as it loads. Test support only: never imported by application code.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVICES, type ServiceKey } from '@contract/services';
import type { PurchaseFlowRow } from '@/shared/lib/test';

export type { PurchaseFlowRow } from '@/shared/lib/test';

const FEATURES = path.resolve(__dirname, '../../../features');

/** A service's folder name: its registry key in kebab case. */
const folderOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function rowOf(key: ServiceKey): PurchaseFlowRow {
  const file = path.join(FEATURES, folderOf(key), 'ui', 'purchase-flow.row.tsx');
  if (!existsSync(file))
    throw new Error(`${key} has no row of the shared purchase flow: write ${file}`);
  // a row is found by its folder, not imported by name: a new service adds no line here
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(file) as { purchaseFlowRow: PurchaseFlowRow }).purchaseFlowRow;
}

export const PURCHASE_FLOW_ROWS = Object.fromEntries(
  SERVICES.map((service) => [service.key, rowOf(service.key)]),
) as Record<ServiceKey, PurchaseFlowRow>;
