import type { SandboxScenario } from '../../../lib/sandbox-numbers';
import type { Loose } from '../../../lib/loose';
import type { SimEpinCards } from './tables';

/*
 * How the simulator plays one order script (plugin.ts answers every one the same way): what the
 * script checks and charges, and which sandbox scenario an order meets.
 */

/** An order a script accepted: what it is for and what it costs. */
export interface Checked {
  code: string;
  number: string;
  amountKobo: number;
  plan: string;
  extras: Record<string, string>;
  /** an e-PIN order's cards under its answer's key, shown once the order is completed */
  cards?: SimEpinCards;
}

/** How one order script checks, names and plays out an order. */
export interface OrderScript {
  /** the query answer's `ordertype` */
  orderType: string;
  /** the number the sandbox controls list the order under */
  numberOf: (query: Loose) => string;
  /** the order's price and what it is for, or the refusal's status */
  check: (query: Loose) => string | Checked;
  scenario: (checked: Checked, query: Loose) => SandboxScenario;
}
