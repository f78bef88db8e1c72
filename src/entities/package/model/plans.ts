import type { Package, Plan } from '@contract/api';
import { formatNaira } from '@contract/format';

/** The plans of a data, cable or exam package (none for the rate-based ones). */
export const plansOf = (pkg: Package | undefined): Plan[] =>
  pkg && Array.isArray(pkg.products) ? pkg.products : [];

/** How a plan reads in a list: 'MTN SME 1GB - 30 Days at ₦260.00'. */
export const planLabel = (plan: Plan) => `${plan.title} at ${formatNaira(plan.amount)}`;

/** A select's options for `plans`, keyed by plan id. */
export const planOptions = (plans: readonly Plan[]) =>
  plans.map((plan) => ({ value: String(plan.id), label: planLabel(plan) }));

/** The read-only amount shown for a plan, in naira with two decimals. */
export const planAmount = (plan: Plan | undefined) => (plan ? plan.amount.toFixed(2) : '');
