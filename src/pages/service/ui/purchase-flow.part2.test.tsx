// Part 2 of the shared purchase-flow suite (purchase-flow-cases.tsx, purchase-flow-parts.ts).
import { describePurchaseFlow } from './purchase-flow-cases';

describePurchaseFlow(2);
