/**
 * The shared purchase-flow suite is split into this many files, purchase-flow.part<n>.test.tsx,
 * so that jest's workers share it (one file took 25 s). A service's row runs in the part its
 * place in the registry falls to, so a new service lands in one without a change here.
 */
export const PURCHASE_FLOW_PARTS = 3;

/** The part (1 to PURCHASE_FLOW_PARTS) of the service at `registryIndex` in SERVICES. */
export const purchaseFlowPartOf = (registryIndex: number): number =>
  (registryIndex % PURCHASE_FLOW_PARTS) + 1;

/** The suite file of a part, relative to the repository. */
export const purchaseFlowSuite = (part: number): string =>
  `src/pages/service/ui/purchase-flow.part${part}.test.tsx`;
